import type { BrokerTable, UserTable } from '../../../generated/db.ts';
import { dicts } from '../../../generated/app.ts';
import { divisionData } from '../divisions/division-data.ts';
import { PLACES, type Place } from './demo-places.ts';
import { SURNAMES } from './demo-texts.ts';
import {
  BROKER_MARKETS,
  BROKER_NOTES,
  BROKER_SERVICES,
  BROKER_TITLES,
  BROKER_TRADES,
  CERTIFICATES,
  REGION_SERVICES,
  TRADE_SCENES,
} from './demo-broker-texts.ts';
import { certificateSvg, portraitSvg, tradeSceneSvg } from './demo-images.ts';
import { seededId } from './demo-users.ts';
import type { Random } from './random.ts';

const DAY = 86400_000;
/** The demo account's own profiles come first: the first of them certified by the association. */
const DEMO_ACCOUNT_BROKERS = 2;

export interface DemoImage {
  key: string;
  svg: string;
}

const regionName = (id: string) => dicts.region.items.find((item) => item.id === id)!.zh;
const files = (keys: string[]) => JSON.stringify(keys.map((key) => ({ fileName: key.split('/').pop()!, filePath: `/files/${key}` })));

function distinct<T>(random: Random, pool: readonly T[], count: number): T[] {
  const left = [...pool];
  return Array.from({ length: Math.min(count, left.length) }, () => left.splice(Math.floor(random.next() * left.length), 1)[0]!);
}

function varietiesOf(random: Random, place: Place): string[] {
  const picked = new Set([random.weighted(place.varieties)]);
  for (let i = random.int(0, 2); i > 0; i--) picked.add(random.weighted(place.varieties));
  return [...picked].sort();
}

function scopeOf(random: Random, regionId: string, market: string, town: string, years: number): string {
  const services = [...new Set([...distinct(random, REGION_SERVICES[regionId] ?? [], 1), ...distinct(random, BROKER_SERVICES, random.int(1, 3))])];
  const note = random.chance(0.6) ? random.pick(BROKER_NOTES).replace('{market}', market).replace('{town}', town).replace('{years}', String(years)) : '';
  return `${services.join('，')}。${note}`;
}

/** The demo profiles, region by region, owned by the demo users of the region when there are some. */
export function demoBrokers(random: Random, now: number, users: UserTable[]): { brokers: BrokerTable[]; images: DemoImage[] } {
  const names = new Map(divisionData().rows.map((r) => [r.code, r.name]));
  const brokers: BrokerTable[] = [];
  const images: DemoImage[] = [];
  const taken = new Set<string>();
  const slots = PLACES.flatMap((place) => Array.from({ length: BROKER_MARKETS[place.regionId]!.count }, () => place));
  slots.forEach((place, i) => {
    const { market, halls, towns } = BROKER_MARKETS[place.regionId]!;
    const mine = i < DEMO_ACCOUNT_BROKERS;
    const local = users.slice(1).filter((u) => u.regionId === place.regionId);
    const owner = mine ? users[0]! : local.length > 0 && random.chance(0.7) ? random.pick(local) : random.pick(users.slice(1));
    const surname = mine ? '王' : random.pick(SURNAMES);
    const town = random.pick(towns);
    const townShort = town.replace(/(镇|乡|街道)$/, '');
    let name = '';
    while (name === '' || taken.has(name)) {
      name = `${random.chance(0.35) ? townShort : regionName(place.regionId)}${random.pick(BROKER_TRADES)}${random.pick(BROKER_TITLES).replace('{s}', surname)}`;
    }
    taken.add(name);
    const years = random.weighted([
      [random.int(2, 5), 2],
      [random.int(6, 15), 5],
      [random.int(16, 30), 2],
    ] as const);
    const created = now - random.int(30, 720) * DAY - random.int(0, DAY - 1);
    const updated = random.chance(0.5) ? created : created + Math.floor(random.next() * (now - created));
    const id = seededId(created, i);
    const certified = mine ? i === 0 : random.chance(0.3);
    const head = random.chance(0.85) ? [`demo/brokers/${id}-head.svg`] : [];
    const scenes = random.chance(0.6) ? distinct(random, TRADE_SCENES, random.int(1, 3)) : [];
    const trade = scenes.map((s) => `demo/brokers/${id}-${s.kind}.svg`);
    const certs = certified || random.chance(0.25) ? [`demo/brokers/${id}-cert.svg`] : [];
    if (head[0]) images.push({ key: head[0], svg: portraitSvg(surname, regionName(place.regionId), i) });
    scenes.forEach((s, k) => images.push({ key: trade[k]!, svg: tradeSceneSvg(s.kind, `${regionName(place.regionId)} · ${s.caption}`, i + k) }));
    if (certs[0])
      images.push({
        key: certs[0],
        svg: certificateSvg(certified ? CERTIFICATES[0] : random.pick(CERTIFICATES.slice(1)), name, `${place.regionId}-${String(1000 + i * 37).slice(-4)}`),
      });
    const city = place.countyCode.slice(0, 4);
    brokers.push({
      brokerId: id,
      brokerName: name,
      brokerPhone: owner.phone,
      regionId: place.regionId,
      goodsIds: JSON.stringify(varietiesOf(random, place)),
      businessScope: scopeOf(random, place.regionId, market, townShort, years),
      workingYears: years,
      provinceCode: place.provinceCode,
      provinceName: place.province,
      cityCode: city,
      cityName: names.get(city)!,
      countyCode: place.countyCode,
      countyName: place.county,
      address: random.chance(0.7)
        ? `${market}${random.pick(halls)}${random.int(1, 60)}号`
        : `${place.county}${town}${random.pick(['东街', '西街', '南村', '北村', '大蒜收购点'])}`,
      latitude: Math.round((place.lat + random.float(-0.05, 0.05)) * 1e5) / 1e5,
      longitude: Math.round((place.lng + random.float(-0.05, 0.05)) * 1e5) / 1e5,
      headFiles: files(head),
      tradeFiles: files(trade),
      certFiles: files(certs),
      isAssociationAuth: certified ? 1 : 0,
      // Certified ones were approved; the rest wait in the operators' queue (decision 0038).
      reviewStatus: certified ? '1' : '0',
      reviewReason: '',
      publishUserId: owner.frontUserId,
      createTime: new Date(created).toISOString(),
      updateTime: new Date(updated).toISOString(),
    });
  });
  return { brokers, images };
}
