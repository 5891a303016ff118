import type { BuySellTable, UserTable } from '../../../generated/db.ts';
import { dicts, type DictCode } from '../../../generated/app.ts';
import { PLACES, PROCESSING_REGIONS, SEED_REGIONS, goodsTypesFor, placeOf, priceBand, type Place } from './demo-places.ts';
import { BUY_NOTES, SELL_NOTES, SURNAMES, type NoteKind } from './demo-texts.ts';
import { seededId } from './demo-users.ts';
import type { Random } from './random.ts';
import { DAY_MS, chinaDayStartOf, chinaMonthOf } from '../../shared/china-time.ts';

const DAY = DAY_MS;
/** Posts the demo account owns first: both kinds, one of them off shelf. */
const DEMO_ACCOUNT_POSTS = 8;

type Goods = Pick<BuySellTable, 'productType' | 'varietiesId' | 'specsId' | 'goodsTypeId' | 'packWayId'>;

/** A time in trading hours (6:00–20:00 China time) `daysAgo` days back, or the day before when that is still ahead of `now`. */
function tradingTime(random: Random, now: number, daysAgo: number): number {
  const chinaMidnight = chinaDayStartOf(now) - daysAgo * DAY;
  let time = chinaMidnight + random.int(6 * 3600, 20 * 3600) * 1000;
  while (time > now) time -= DAY;
  return time;
}

const nameOf = (code: DictCode, id: string | null) => dicts[code].items.find((item) => item.id === id)?.zh ?? '';

/** Seed garlic sells in August–October, before the autumn sowing; processed garlic all year. */
function productTypeAt(random: Random, month: number): string {
  if (month >= 8 && month <= 10 && random.chance(0.15)) return '2';
  return random.chance(0.12) ? '3' : '1';
}

/** Growers and traders mostly post goods from their own region. */
function placeFor(random: Random, owner: UserTable, productType: string): Place {
  const pool = productType === '2' ? SEED_REGIONS : productType === '3' ? PROCESSING_REGIONS : PLACES.map((p) => [p.regionId, p.weight] as const);
  const own = pool.some(([id]) => id === owner.regionId) ? placeOf(owner.regionId) : undefined;
  return own && random.chance(0.75) ? own : placeOf(random.weighted(pool))!;
}

function goodsFor(random: Random, place: Place, productType: string, month: number): Goods {
  const varietiesId = random.weighted(place.varieties);
  if (productType === '3') {
    const goodsTypeId = place.regionId === '130408' || random.chance(0.25) ? '6' : '5';
    return {
      productType,
      varietiesId,
      specsId: '1',
      goodsTypeId,
      packWayId: random.weighted([
        ['2', 3],
        ['3', 2],
      ]),
    };
  }
  const specsId =
    productType === '2'
      ? random.weighted([
          ['5', 2],
          ['6', 3],
          ['7', 2],
        ])
      : random.weighted(place.specs);
  const sized = specsId >= '5' && specsId <= '8';
  const packWayId =
    productType === '2'
      ? random.weighted([
          ['3', 3],
          ['4', 2],
        ])
      : random.weighted(
          sized
            ? [
                ['1', 6],
                ['2', 2],
                ['3', 1],
              ]
            : [
                ['1', 3],
                ['3', 3],
                ['4', 3],
              ],
        );
  return { productType, varietiesId, specsId, goodsTypeId: random.weighted(goodsTypesFor(month)), packWayId };
}

function noteKinds(goods: Goods): NoteKind[] {
  if (goods.productType === '2') return ['seed'];
  if (goods.productType === '3') return [goods.goodsTypeId === '6' ? 'flakes' : 'peeled'];
  if (goods.specsId === '9') return ['solo'];
  const kinds: NoteKind[] = ['any', goods.goodsTypeId === '1' ? 'stored' : 'fresh'];
  if (goods.specsId >= '5' && goods.specsId <= '8') kinds.push('sized');
  if (goods.specsId === '1') kinds.push('clove');
  return kinds;
}

function supplement(random: Random, buying: boolean, goods: Goods, place: Place, quantity: number): string {
  const notes = buying ? BUY_NOTES : SELL_NOTES;
  const text = random.pick(noteKinds(goods).flatMap((kind) => notes[kind]));
  const values: Record<string, string> = {
    place: nameOf('region', place.regionId),
    variety: nameOf('varieties', goods.varietiesId),
    spec: nameOf('specs', goods.specsId),
    pack: nameOf('packWay', goods.packWayId),
    qty: String(quantity),
  };
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Tonnes: buyers ask for lots; sellers offer anything from a few tonnes to a cold-store room. */
function quantityFor(random: Random, buying: boolean, productType: string): number {
  if (productType === '1') return buying ? random.int(6, 40) * 5 : 5 + Math.round(random.next() ** 2 * 595);
  if (productType === '2') return buying ? random.int(10, 60) : random.int(5, 80);
  return buying ? random.int(5, 50) : random.int(5, 100);
}

export function demoTradePosts(random: Random, now: number, users: UserTable[], count: number): BuySellTable[] {
  const posts: BuySellTable[] = [];
  for (let i = 0; i < count; i++) {
    // The power skews days-ago towards 0: more posts on recent days of the eight weeks.
    const daysAgo = Math.floor(random.next() ** 1.6 * 56);
    const time = tradingTime(random, now, daysAgo);
    const mine = i < DEMO_ACCOUNT_POSTS;
    const owner = mine ? users[0]! : users[Math.floor(random.next() ** 1.3 * users.length)]!;
    const buying = mine ? i % 2 === 0 : random.chance(0.45);
    const month = chinaMonthOf(time);
    const productType = mine ? '1' : productTypeAt(random, month);
    const place = placeFor(random, owner, productType);
    const goods = goodsFor(random, place, productType, month);
    const [low, high] = priceBand(goods);
    // Buyers bid in the lower part of the band, sellers ask in the upper part.
    const share = buying ? random.float(0, 0.75) : random.float(0.25, 1);
    const quantity = quantityFor(random, buying, productType);
    const town = place.towns.length > 0 && random.chance(0.6) ? random.pick(place.towns) : undefined;
    const iso = new Date(time).toISOString();
    posts.push({
      buySellId: seededId(time, i),
      transactionType: buying ? '1' : '2',
      ...goods,
      regionId: place.regionId,
      price: Math.round((low + share * (high - low)) * 100) / 100,
      quantity,
      minTrading: random.chance(0.1) ? null : Math.min(quantity, random.pick([5, 10, 15, 20, 29, 30])),
      contacts: random.chance(0.6) ? owner.nickname! : `${random.pick(SURNAMES)}${random.pick(['老板', '经理'])}`,
      contactPhone: owner.phone,
      isConceal: random.chance(0.1) ? 1 : 0,
      goodsProvince: place.province,
      goodsProvinceCode: place.provinceCode,
      goodsProductionArea: place.county,
      goodsProductionAreaCode: place.countyCode,
      goodsTownship: town?.[0] ?? null,
      goodsTownshipCode: town?.[1] ?? null,
      goodsAddress: `${place.province}${place.county}${town?.[0] ?? ''}`,
      latitude: Math.round((place.lat + random.float(-0.08, 0.08)) * 1e5) / 1e5,
      longitude: Math.round((place.lng + random.float(-0.08, 0.08)) * 1e5) / 1e5,
      supplement: supplement(random, buying, goods, place, quantity),
      fileInfoList: '[]',
      buySellStatus: random.chance(daysAgo > 14 ? 0.14 : 0.05) ? '3' : '2',
      publishStatus: i === 1 || random.chance(0.08) ? '0' : '1',
      publishUserId: owner.frontUserId,
      publishTime: iso,
      updateTime: iso,
      isHidden: 0,
      hiddenReason: '',
    });
  }
  return posts;
}
