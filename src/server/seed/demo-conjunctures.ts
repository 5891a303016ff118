import type { ConjunctureTable, UserTable } from '../../../generated/db.ts';
import { dicts } from '../../../generated/app.ts';
import { PRICE_MARKETS, type PriceMarket } from '../handlers/prices-markets.ts';
import { festivalBump, seasonalLevel } from './demo-prices.ts';
import { seededId } from './demo-users.ts';
import type { Random } from './random.ts';
import * as T from './demo-conjuncture-texts.ts';
import { addDays, chinaDayStart, chinaToday } from '../../shared/china-time.ts';

/** Reports the demo account wrote, so "my articles" has some. */
const DEMO_ACCOUNT_REPORTS = 8;

const name = (code: 'region' | 'varieties' | 'specs' | 'regionMarket', id: string) => dicts[code].items.find((i) => i.id === id)?.zh ?? '';
const MARKET_NAMES: Record<string, string> = {
  '370828': '金乡大蒜市场',
  '320382': '邳州宿羊山市场',
  '410221': '杞县苏木市场',
  '410122': '中牟韩寺市场',
  '371324': '兰陵大蒜市场',
};
const MARKET_WEIGHTS: Record<string, number> = { '370828': 8, '320382': 4, '410221': 3, '410122': 3, '371324': 2, '370116': 1, '532932': 1, '130408': 1 };

// Grades and varieties against the season's level (Jinxiang hybrid medium mixed grade), as the demo
// official prices scale them, so a report's prices sit near the price pages' (DOMAIN.md 2.4, 6).
const SPEC_FACTOR: Record<string, number> = { '1': 0.82, '2': 0.92, '3': 1, '4': 1.1, '5': 1.15, '6': 1.28, '7': 1.42, '8': 1.6, '9': 2.6 };
const VARIETY_FACTOR: Record<string, number> = { '1': 1, '2': 1.18, '3': 1.06, '4': 0.95, '5': 1.02, '6': 1.12, '7': 1, '8': 0.7 };

/** A market's price of a grade on a day, 元/斤, with the day's own wobble of about ±2%. */
function priceOn(random: Random, date: string, market: PriceMarket, goodsId: string, specsId: string): number {
  const level = seasonalLevel(date) * festivalBump(date) * market.factor * (VARIETY_FACTOR[goodsId] ?? 1) * (SPEC_FACTOR[specsId] ?? 1);
  return Math.round(level * (1 + random.float(-0.02, 0.02)) * 100) / 100;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function reportText(random: Random, date: string, market: PriceMarket, goodsId: string, specs: { specsId: string; price: number }[], change: number): string {
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const phase = T.phaseOf(month, day);
  const head = specs[0]!;
  const spread = Math.max(0.04, Math.round(head.price * 0.03 * 100) / 100);
  const values: Record<string, string> = {
    market: MARKET_NAMES[market.regionId] ?? `${name('region', market.regionId)}市场`,
    place: name('region', market.regionId),
    variety: name('varieties', goodsId),
    spec: name('specs', head.specsId),
    low: (head.price - spread).toFixed(2),
    high: (head.price + spread).toFixed(2),
    change: T.changeText(change),
    date: `${month}月${day}日`,
    pace: random.pick(T.PACE),
    weather: random.pick(T.WEATHER),
    mood: random.pick(T.MOOD),
    more: random.pick(T.MORE),
    attitude: random.pick(T.ATTITUDE),
    attitude2: random.pick(T.ATTITUDE2),
    flow: random.pick(T.FLOW_AMOUNT),
    trucks: String(random.int(8, 40)),
    containers: String(random.int(3, 25)),
    dest: random.pick(T.DESTINATIONS),
    port: random.pick(T.PORTS),
    outlook:
      change > 0.015 ? random.pick(['稳中偏强', '小幅上涨', '高位震荡']) : change < -0.015 ? random.pick(['偏弱运行', '窄幅波动']) : random.pick(T.OUTLOOK),
    advice: random.pick(T.ADVICE),
    season: T.seasonLine(month),
  };
  const parts = [random.pick(T.OPENERS), random.pick(T.FLOW[phase]), random.pick(T.PRICE_LINES), random.pick(T.BUYERS[phase]), random.pick(T.CLOSERS)];
  const others = specs.slice(1).map((s) => `${name('specs', s.specsId)}${s.price.toFixed(2)}元/斤`);
  if (others.length > 0) parts.splice(3, 0, `其他规格：${others.join('，')}。`);
  return parts
    .map((p) => fill(p, values))
    .filter(Boolean)
    .join('\n');
}

/** Writers of a market's reports: its own traders mostly, the demo account first. */
function authorOf(random: Random, users: UserTable[], regionId: string, index: number): UserTable {
  if (index < DEMO_ACCOUNT_REPORTS) return users[0]!;
  const local = users.filter((u, i) => i > 0 && u.regionId === regionId);
  // Others who write about a market are those whose nickname names no other place.
  const anyone = users.filter((u, i) => i > 0 && !dicts.region.items.some((r) => r.id !== regionId && (u.nickname ?? '').includes(r.zh)));
  return local.length > 0 && random.chance(0.8) ? random.pick(local) : random.pick(anyone);
}

/** Daily market reports over the last `days` days, most on recent days, with prices from the price series. */
export function demoConjunctures(random: Random, now: Date, users: UserTable[], count: number, days = 45): ConjunctureTable[] {
  const today = chinaToday(now.getTime());
  const rows: ConjunctureTable[] = [];
  for (let i = 0; i < count; i++) {
    const market = i < DEMO_ACCOUNT_REPORTS ? PRICE_MARKETS[0]! : random.weighted(PRICE_MARKETS.map((m) => [m, MARKET_WEIGHTS[m.regionId] ?? 1] as const));
    const goodsId = random.chance(0.6) ? market.headline.goodsId : random.pick(Object.keys(market.quotes));
    const daysAgo = Math.floor(random.next() ** 1.4 * days);
    const date = addDays(today, -daysAgo);
    const specs = (market.quotes[goodsId] ?? []).map((specsId) => ({ specsId, price: priceOn(random, date, market, goodsId, specsId) }));
    const head = specs[0]!;
    const change = head.price - priceOn(random, addDays(date, -1), market, goodsId, head.specsId);
    // 7:00–18:00 China time on the report's day, never ahead of now.
    const at = Math.min(chinaDayStart(date) + random.int(7 * 3600, 18 * 3600) * 1000, now.getTime() - random.int(5, 90) * 60_000);
    const author = authorOf(random, users, market.regionId, i);
    const iso = new Date(at).toISOString();
    rows.push({
      conjunctureId: seededId(at, i),
      regionId: market.regionId,
      goodsId,
      conjunctureContent: reportText(random, date, market, goodsId, specs, change),
      priceList: JSON.stringify(specs.map(({ specsId, price }) => ({ specsId, price }))),
      imagesFile: '[]',
      audioFile: '{}',
      publishStatus: i === 1 || random.chance(0.04) ? '0' : '1',
      publisherId: author.frontUserId,
      publishTime: iso,
      updateTime: iso,
      isHidden: 0,
      hiddenReason: '',
    });
  }
  return rows;
}
