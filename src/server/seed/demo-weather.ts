import type { Db } from '../db/database.ts';
import type { WeatherTable } from '../../../generated/db.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { keyId } from '../import/import-rows.ts';
import { nextTerm, seasonOf, termPeriod } from '../../shared/solar-terms.ts';
import { CLIMATES, activeTemperature, dailyWeather, slice, type DayWeather } from './demo-weather-model.ts';
import { addDays, chinaToday } from '../../shared/china-time.ts';

// Demo weather by solar term (DOMAIN.md 2.2): every producing region, every term from 白露 three seasons
// before the current one to the term running yesterday, from the day-by-day model. Derived figures.

const round1 = (n: number) => Math.round(n * 10) / 10;
const avg = (days: DayWeather[], pick: (d: DayWeather) => number) => round1(days.reduce((s, d) => s + pick(d), 0) / days.length);

/** One term's row from its days. */
export function termRow(regionId: string, term: number, termDate: string, days: DayWeather[]): WeatherTable {
  return {
    weatherId: keyId(['regionId', 'termDate'], { regionId, termDate }),
    regionId,
    solarTerm: String(term),
    termDate,
    days: days.length,
    tempAvg: avg(days, (d) => d.mean),
    tempMax: round1(Math.max(...days.map((d) => d.max))),
    tempMin: round1(Math.min(...days.map((d) => d.min))),
    surfaceTemp: avg(days, (d) => d.surface),
    ground5Temp: avg(days, (d) => d.ground5),
    ground10Temp: avg(days, (d) => d.ground10),
    sunnyDays: days.filter((d) => d.sunny).length,
    activeTemp: round1(activeTemperature(days)),
  };
}

export function demoWeatherRows(now: Date): WeatherTable[] {
  const yesterday = addDays(chinaToday(now.getTime()), -1);
  const firstSeason = seasonOf(yesterday) - 3;
  const rows: WeatherTable[] = [];
  for (const regionId of Object.keys(CLIMATES)) {
    const series = dailyWeather(regionId, yesterday);
    // 白露 of the first season, then term by term while a term has begun by yesterday.
    for (let [year, term] = [firstSeason, 15]; ; [year, term] = nextTerm(year, term)) {
      const period = termPeriod(year, term);
      if (period.start > yesterday) break;
      const days = slice(series, period.start, period.end < yesterday ? period.end : yesterday);
      rows.push(termRow(regionId, term, period.start, days));
    }
  }
  return rows;
}

export const seedWeather: MarketSeeder = async (db: Db, { now }) => {
  const existing = await db.selectFrom('weather').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return { table: 'weather', rows: 0 };
  const rows = demoWeatherRows(now);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 100) await trx.insertInto('weather').values(rows.slice(i, i + 100)).execute();
  });
  return { table: 'weather', rows: rows.length };
};
