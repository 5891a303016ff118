import type { Db } from '../db/database.ts';
import type { SeedGrowthTable } from '../../../generated/db.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom, type Random } from './random.ts';
import { seededId } from './demo-users.ts';
import { dicts } from '../../../generated/app.ts';
import { seasonOf, solarTermDate, termYear } from '../../shared/solar-terms.ts';
import { dailyWeather, slice, type DayWeather } from './demo-weather-model.ts';
import { BOLTING_HEAT, EMERGENCE_HEAT, GROWTH_BASE, VISIT_TERMS, growthAt, stageOf } from './demo-seedling-growth.ts';
import { addDays, chinaToday } from '../../shared/china-time.ts';

// Demo seedling records (苗情): monitoring plots in the main producing counties (DOMAIN.md 2.1), each
// visited once a solar term from 霜降 to 小满 over three full seasons and the current one, by growers
// and brokers of the demo users. Measures follow the warmth since sowing in that region's demo weather,
// so a warm season grows faster, and the day's temperatures are that weather's.

interface Plot {
  names: [string, string, string, string | null];
  codes: [string, string, string, string | null];
  short: string;
  /** Bulb size against Jinxiang's (Pizhou's white garlic runs large). */
  size: number;
}

export const PLOTS: readonly Plot[] = [
  { names: ['山东省', '济宁市', '金乡县', '羊山镇'], codes: ['37', '3708', '370828', '370828101'], short: '金乡羊山镇', size: 1 },
  { names: ['山东省', '济宁市', '金乡县', '胡集镇'], codes: ['37', '3708', '370828', '370828102'], short: '金乡胡集镇', size: 0.98 },
  { names: ['江苏省', '徐州市', '邳州市', '宿羊山镇'], codes: ['32', '3203', '320382', '320382105'], short: '邳州宿羊山镇', size: 1.12 },
  { names: ['江苏省', '徐州市', '邳州市', '车辐山镇'], codes: ['32', '3203', '320382', '320382121'], short: '邳州车辐山镇', size: 1.1 },
  { names: ['河南省', '开封市', '杞县', '苏木乡'], codes: ['41', '4102', '410221', '410221207'], short: '杞县苏木乡', size: 0.95 },
  { names: ['河南省', '郑州市', '中牟县', '韩寺镇'], codes: ['41', '4101', '410122', '410122101'], short: '中牟韩寺镇', size: 0.93 },
  { names: ['山东省', '临沂市', '兰陵县', null], codes: ['37', '3713', '371324', null], short: '兰陵', size: 0.97 },
  { names: ['河北省', '邯郸市', '永年区', null], codes: ['13', '1304', '130408', null], short: '永年', size: 0.9 },
];

const TERM_NAMES = new Map<string, string>(dicts.solarTerm.items.map((i) => [i.id, i.zh]));
const TITLE_ENDINGS = ['苗情', '苗情调查', '苗情监测', '田间苗情'];

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const list = (values: number[]) => values.join(', ');

/** The day's sky from the model: clear, else cloud, rain, snow on freezing days, fog on still winter mornings. */
function sky(random: Random, day: DayWeather): string {
  if (day.sunny) return '1';
  if (day.mean < 0.5 && random.chance(0.35)) return '6';
  if (day.mean < 6 && random.chance(0.12)) return '7';
  return random.weighted([
    ['2', 5],
    ['3', 3],
    ['4', 2],
    ['5', 1],
  ]);
}

export interface DemoUserRef {
  frontUserId: string;
  regionId: string | null;
}

export function demoSeedlingRows(now: Date, users: readonly DemoUserRef[]): SeedGrowthTable[] {
  if (users.length === 0) return [];
  const today = chinaToday(now.getTime());
  const current = seasonOf(today);
  const rows: SeedGrowthTable[] = [];
  PLOTS.forEach((plot, p) => {
    const countyCode = plot.codes[2];
    const local = users.filter((u) => u.regionId === countyCode);
    const recorders = local.length > 0 ? local : users;
    const weather = dailyWeather(countyCode, today);
    for (let season = current - 3; season <= current; season++) {
      // A stream per plot and season: a new day's visit never changes the figures of any other.
      const random = createRandom(20_231_023 + p * 1000 + season);
      const sowing = addDays(`${season}-10-01`, random.int(-3, 4));
      const heat = (d: DayWeather) => Math.max(0, d.mean - GROWTH_BASE);
      const heatBy = (date: string) => slice(weather, sowing, date).reduce((s, d) => s + heat(d), 0);
      const crossing = (target: number) => {
        let sum = 0;
        return slice(weather, sowing, today).find((d) => (sum += heat(d)) >= target)?.date ?? null;
      };
      const unearthDate = crossing(EMERGENCE_HEAT);
      const boltingDate = crossing(BOLTING_HEAT);
      const emergence = random.float(88, 97);
      for (const term of VISIT_TERMS) {
        const recordDate = addDays(solarTermDate(termYear(season, term), term), random.int(1, 5));
        if (recordDate > today) continue;
        const day = slice(weather, recordDate, recordDate)[0]!;
        const g = growthAt(heatBy(recordDate) * random.float(0.95, 1.05));
        const diameters = Array.from({ length: 5 }, () => round(g.diameter * plot.size * random.float(0.9, 1.1), 2));
        const leaves = Array.from({ length: 5 }, () => Math.max(0, Math.round((g.leaves + random.float(-0.7, 0.7)) * 2) / 2));
        const time = Date.parse(`${recordDate}T${String(random.int(1, 9)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`);
        if (time > now.getTime()) continue; // a visit later today has not happened yet
        const termKey = String(term);
        rows.push({
          id: seededId(time, p * 32 + VISIT_TERMS.indexOf(term)),
          title: `${plot.short}${TERM_NAMES.get(termKey)}${random.pick(TITLE_ENDINGS)}`,
          province: plot.names[0],
          provinceCode: plot.codes[0],
          city: plot.names[1],
          cityCode: plot.codes[1],
          county: plot.names[2],
          countyCode,
          street: plot.names[3],
          streetCode: plot.codes[3],
          address: `${plot.names[3] ?? plot.names[2]}大蒜苗情监测点${(p % 3) + 1}号田`,
          fullAddr: plot.names.filter(Boolean).join(''),
          recordDate,
          solarTerm: termKey,
          regionId: countyCode,
          stageType: stageOf(term),
          emergenceRate: term === 18 || term === 19 ? round(emergence + random.float(-1, 1), 1) : null,
          headDiameter: round(diameters.reduce((s, d) => s + d, 0) / diameters.length, 2),
          height: round(g.height * random.float(0.94, 1.06), 1),
          rootSystem: round(g.rootLength * random.float(0.93, 1.07), 1),
          roots: Math.round(g.roots * random.float(0.92, 1.08)),
          diameterList: list(diameters),
          leafAgeList: list(leaves),
          unearthDate: unearthDate && unearthDate <= recordDate ? unearthDate : null,
          boltingDate: boltingDate && boltingDate <= recordDate ? boltingDate : null,
          weather: sky(random, day),
          surfaceTemp: round(day.surface, 1),
          ground5Temp: round(day.ground5, 1),
          ground10Temp: round(day.ground10, 1),
          fieldImgs: '[]',
          emergenceImgs: '[]',
          diameterImgs: '[]',
          heightImgs: '[]',
          rootImgs: '[]',
          leafImgs: '[]',
          publishUserId: random.pick(recorders).frontUserId,
          createTime: new Date(time).toISOString(),
        });
      }
    }
  });
  return rows;
}

/** Seeds the records when the table is empty and the demo users exist (they are the ones recording). */
export const seedSeedlings: MarketSeeder = async (db: Db, { now }) => {
  const existing = await db
    .selectFrom('seed_growth')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return { table: 'seed_growth', rows: 0 };
  const users = await db.selectFrom('front_user').select(['frontUserId', 'regionId']).where('wxOpenid', 'like', 'demo-openid-%').orderBy('wxOpenid').execute();
  const rows = demoSeedlingRows(now, users);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 50)
      await trx
        .insertInto('seed_growth')
        .values(rows.slice(i, i + 50))
        .execute();
  });
  return { table: 'seed_growth', rows: rows.length };
};
