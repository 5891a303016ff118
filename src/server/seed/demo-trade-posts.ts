import type { BuySellTable, UserTable } from '../../../generated/db.ts';
import { BUY_NOTES, PLACES, PRICE_BANDS, SELL_NOTES, SURNAMES } from './demo-texts.ts';
import { seededId } from './demo-users.ts';
import type { Random } from './random.ts';

const DAY = 86400_000;
const CHINA = 8 * 3600_000;

const SPEC_WEIGHTS = [['1', 3], ['2', 5], ['3', 6], ['4', 5], ['5', 3], ['6', 4], ['7', 3], ['8', 2], ['9', 1]] as const;

/** A time in trading hours (6:00–20:00 China time) on the day `daysAgo` days back, or the day before when that is still ahead of `now`. */
function tradingTime(random: Random, now: number, daysAgo: number): number {
  const chinaMidnight = Math.floor((now + CHINA) / DAY) * DAY - CHINA - daysAgo * DAY;
  let time = chinaMidnight + random.int(6 * 3600, 20 * 3600) * 1000;
  while (time > now) time -= DAY;
  return time;
}

export function demoTradePosts(random: Random, now: number, users: UserTable[], count: number): BuySellTable[] {
  const posts: BuySellTable[] = [];
  for (let i = 0; i < count; i++) {
    // More posts on recent days: the square skews days-ago towards 0 over 8 weeks.
    const daysAgo = Math.floor(random.next() ** 1.6 * 56);
    const time = tradingTime(random, now, daysAgo);
    const owner = i < 8 ? users[0]! : random.pick(users);
    const buying = i < 8 ? i % 2 === 0 : random.chance(0.45);
    const specsId = random.weighted(SPEC_WEIGHTS);
    const [low, high] = PRICE_BANDS[specsId]!;
    const place = PLACES.find((p) => p.regionId === owner.regionId) ?? random.pick(PLACES);
    const town = place.towns.length > 0 && random.chance(0.6) ? random.pick(place.towns) : undefined;
    const productType = specsId === '1' && random.chance(0.4) ? '3' : random.chance(0.08) ? '2' : '1';
    posts.push({
      buySellId: seededId(time, i),
      transactionType: buying ? '1' : '2',
      productType,
      varietiesId: specsId === '9' ? '7' : random.weighted([['1', 6], ['2', 3], ['3', 3], ['4', 1], ['5', 1], ['6', 1]] as const),
      specsId,
      goodsTypeId: productType === '3' ? random.pick(['5', '6']) : random.weighted([['1', 6], ['2', 2], ['3', 1], ['4', 1]] as const),
      packWayId: random.weighted([['1', 5], ['2', 2], ['3', 2], ['4', 1]] as const),
      regionId: place.regionId,
      price: Math.round(random.float(low, high) * 100) / 100,
      quantity: buying ? random.int(30, 200) : random.int(5, 600),
      minTrading: buying ? null : random.int(5, 30),
      contacts: random.chance(0.6) ? owner.nickname! : `${random.pick(SURNAMES)}${random.pick(['老板', '经理', '总'])}`,
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
      supplement: random.pick(buying ? BUY_NOTES : SELL_NOTES),
      fileInfoList: '[]',
      buySellStatus: random.chance(0.1) ? '3' : '2',
      publishStatus: i === 1 || random.chance(0.08) ? '0' : '1',
      publishUserId: owner.frontUserId,
      publishTime: new Date(time).toISOString(),
      updateTime: new Date(time).toISOString(),
    });
  }
  return posts;
}
