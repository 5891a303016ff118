import type { ForefrontInfoTable, ForumTable, QuotationArticleTable, UserTable } from '../../../generated/db.ts';
import { dicts } from '../../../generated/app.ts';
import { seasonalLevel } from './demo-prices.ts';
import { seededId } from './demo-users.ts';
import type { Random } from './random.ts';
import { ARTICLE_TRENDS, COSTS, COUNTRIES, HOT_ARTICLES } from './demo-article-texts.ts';
import { FORUM_POSTS, YIELDS } from './demo-forum-texts.ts';
import { FIELD_ADVICE, GROWTH, NEWS, solarTermOf } from './demo-news-texts.ts';
import { addDays, chinaDayStart, chinaToday } from '../../shared/china-time.ts';

const PLACES = ['370828', '320382', '410221', '410122', '371324', '370116'];
const placeName = (id: string) => dicts.region.items.find((i) => i.id === id)?.zh ?? '';
/** Grades articles quote, with their price against the season's level (medium mixed grade). */
const SPECS: readonly [string, number][] = [
  ['中混级', 1],
  ['大混级', 1.1],
  ['一般混级', 0.92],
  ['5.5公分', 1.28],
  ['6.0公分', 1.42],
  ['6.5公分', 1.6],
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Titles already given: a template that comes round again with the same words gets the first prefix (a place, a date) that tells it apart. */
function uniqueTitles() {
  const used = new Set<string>();
  return (title: string, values: Record<string, string>, prefixes: readonly string[]): string => {
    const plain = fill(title, values);
    const candidates = [
      plain,
      ...prefixes
        .map((p) => fill(p, values))
        .filter((p) => !plain.includes(p.replace(/[【】：· ]/g, '')))
        .map((p) => p + plain),
    ];
    const text = candidates.find((c) => !used.has(c)) ?? `${plain}（${used.size}）`;
    used.add(text);
    return text;
  };
}

/** Takes templates in turn among those that fit the month. */
function templatePicker<T extends { months?: readonly number[] }>(templates: readonly T[]) {
  let turn = 0;
  return (at: number) => {
    const month = Number(chinaToday(at).slice(5, 7));
    const fitting = templates.filter((t) => !t.months || t.months.includes(month));
    return { template: fitting[turn++ % fitting.length]! };
  };
}

/** A time `daysAgo` days back in China's daytime, never ahead of `now`. */
function dayTime(random: Random, now: number, daysAgo: number): number {
  const date = addDays(chinaToday(now), -daysAgo);
  return Math.min(chinaDayStart(date) + random.int(7 * 3600, 21 * 3600) * 1000, now - random.int(10, 120) * 60_000);
}

/** National cold-store stock in 万吨 for a month (DOMAIN.md 2.6): about 500 at September's peak, 25–40 out a month, building up June–August. */
function stockIn(random: Random, month: number): number {
  if (month >= 6 && month <= 8) return 120 + (month - 5) * 110 + random.int(-20, 20);
  const monthsSinceSeptember = (month - 9 + 12) % 12;
  return Math.max(40, 500 + random.int(-30, 30) - monthsSinceSeptember * random.int(28, 38));
}

/** The values an article draws: a place (the author's, or one the template allows), prices near the season's level (元/斤), export and stock figures. */
function draw(random: Random, at: number, options: { regionId?: string | null; places?: readonly string[]; away?: boolean } = {}): Record<string, string> {
  const date = chinaToday(at);
  const level = seasonalLevel(date);
  const month = Number(date.slice(5, 7));
  const pool = (options.places ?? PLACES).filter((p) => !options.away || p !== options.regionId);
  const place = !options.away && options.regionId && pool.includes(options.regionId) ? options.regionId : random.pick(pool);
  const [spec, factor] = random.pick(SPECS);
  const low = Math.round(level * factor * random.float(0.95, 1.05) * 100) / 100;
  return {
    place: placeName(place),
    spec,
    variety: random.pick(['杂交蒜', '纯白蒜', '普白蒜', '紫皮蒜']),
    low: low.toFixed(2),
    high: (low + random.int(8, 30) / 100).toFixed(2),
    price: low.toFixed(2),
    price2: (low * random.float(1.2, 1.6)).toFixed(1),
    trend: random.pick(ARTICLE_TRENDS),
    pct: String(random.int(3, 8)),
    stock: String(stockIn(random, month)),
    intake: String(random.int(42, 53) * 10),
    prevMonth: String(month === 1 ? 12 : month - 1),
    outflow: String(random.int(25, 40)),
    cost: random.pick(COSTS),
    country: random.pick(COUNTRIES),
    port: random.pick(['青岛港', '连云港']),
    containers: String(random.int(60, 260)),
    more: String(random.int(10, 40)),
    trucks: String(random.int(40, 120)),
    export: (random.int(140, 285) / 10).toFixed(1),
    share: String(random.int(26, 31)),
    share2: String(random.int(9, 12)),
    month: String(Number(date.slice(5, 7))),
    date: `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`,
    day: String(Number(date.slice(8, 10))),
    cold: String(random.int(6, 12)),
    rent: String(random.int(18, 30) * 10),
    acres: String(random.int(3, 40)),
    qty: String(random.int(5, 80)),
    yield: random.pick(YIELDS),
    pace: random.pick(['平稳', '偏快', '一般']),
    wholesale: (level * 2 * random.float(1.3, 1.5)).toFixed(2),
    origin: (level * 2 * random.float(0.95, 1.05)).toFixed(2),
    solar: solarTermOf(date.slice(5)),
    advice: FIELD_ADVICE[Number(date.slice(5, 7))] ?? '',
    growth: random.pick(GROWTH),
    output: String(random.int(1340, 1590)),
    area: String(random.int(1080, 1190)),
  };
}

/** Authors of articles and posts: anyone but mostly the active ones; the demo account writes `mine` of them. */
function author(random: Random, users: UserTable[], i: number, mine: number): UserTable {
  return i < mine ? users[0]! : users[1 + Math.floor(random.next() ** 1.3 * (users.length - 1))]!;
}

export function demoHotArticles(random: Random, now: number, users: UserTable[], count: number, days = 60): QuotationArticleTable[] {
  const next = templatePicker(HOT_ARTICLES);
  const titled = uniqueTitles();
  return Array.from({ length: count }, (_, i) => {
    const at = dayTime(random, now, Math.floor(random.next() ** 1.3 * days));
    const { template } = next(at);
    const writer = author(random, users, i, 6);
    const values = draw(random, at, { regionId: writer.regionId, ...(template.places ? { places: template.places } : {}) });
    const iso = new Date(at).toISOString();
    return {
      quotationArticleId: seededId(at, i),
      quotationArticleTitle: titled(template.title, values, ['【{place}】', '{month}月{day}日 · ']),
      quotationArticleContent: template.body.map((p) => fill(p, values)).join('\n\n'),
      imagesFile: '[]',
      publishStatus: i === 2 || random.chance(0.03) ? '0' : '1',
      publisherId: writer.frontUserId,
      publishTime: iso,
      updateTime: iso,
      isHidden: 0,
      hiddenReason: '',
    };
  });
}

export function demoForumPosts(random: Random, now: number, users: UserTable[], count: number, days = 60): ForumTable[] {
  const next = templatePicker(FORUM_POSTS);
  const titled = uniqueTitles();
  return Array.from({ length: count }, (_, i) => {
    const at = dayTime(random, now, Math.floor(random.next() ** 1.2 * days));
    const { template } = next(at);
    const writer = author(random, users, i, 8);
    const values = draw(random, at, { regionId: writer.regionId, away: template.away === true });
    return {
      forumId: seededId(at, i),
      forumTitle: titled(template.title, values, ['【{place}】', '请教：', '再问：', '求助：']),
      forumContent: fill(template.body, values),
      imagesFile: '[]',
      publisherId: writer.frontUserId,
      publishTime: new Date(at).toISOString(),
      isHidden: 0,
      hiddenReason: '',
    };
  });
}

export function demoNews(random: Random, now: number, count: number, days = 120): ForefrontInfoTable[] {
  const next = templatePicker(NEWS);
  const titled = uniqueTitles();
  return Array.from({ length: count }, (_, i) => {
    const at = dayTime(random, now, Math.floor((i / count) * days + random.float(0, days / count)));
    const { template } = next(at);
    const values = draw(random, at);
    return {
      id: seededId(at, i),
      title: titled(template.title, values, ['{month}月{day}日 · ']),
      category: template.category,
      summary: fill(template.summary, values),
      content: template.body.map((p) => fill(p, values)).join('\n\n'),
      source: template.source,
      imagesFile: '[]',
      publishStatus: '1',
      publishTime: new Date(at).toISOString(),
    };
  });
}
