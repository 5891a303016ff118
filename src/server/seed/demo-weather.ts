import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoRows, insertMissing, lastDemo, seedOrRoll } from './demo-roll.ts';
import type { WeatherTable } from '../../../generated/db.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { keyId } from '../import/import-rows.ts';
import { nextTerm, seasonOf, termOf, termPeriod } from '../../shared/solar-terms.ts';
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
    source: 'demo',
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

/**
 * Adds the terms begun after the last demo term through yesterday in China, and brings the last demo
 * term's rows (the term that was running, counted to the day before that start) up to yesterday
 * (decision 0060). Only demo rows are updated; an imported term keeps its figures.
 */
export async function rollDemoWeather(db: Db, now: Date): Promise<number> {
  const last = await lastDemo(db, 'weather', sql.ref('termDate'));
  if (last === undefined) return 0;
  // Nothing new when the last demo term is the one running yesterday and already counts its days to it.
  const yesterday = addDays(chinaToday(now.getTime()), -1);
  const current = termOf(yesterday);
  if (String(last) === current.start) {
    const counted = await db
      .selectFrom('weather')
      .select((eb) => eb.fn.min('days').as('d'))
      .where('termDate', '=', current.start)
      .where(demoRows('weather'))
      .executeTakeFirst();
    if (Number(counted?.d) === Math.round((Date.parse(yesterday) - Date.parse(current.start)) / 86_400_000) + 1) return 0;
  }
  const rows = demoWeatherRows(now).filter((r) => r.termDate >= String(last));
  let written = 0;
  const running = rows.filter((r) => r.termDate === String(last));
  if (running.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const { weatherId, ...figures } of running) {
        const result = await trx
          .updateTable('weather')
          .set(figures)
          .where('weatherId', '=', weatherId)
          .where(demoRows('weather'))
          .where('days', '<>', figures.days)
          .executeTakeFirst();
        written += Number(result.numUpdatedRows);
      }
    });
  }
  return (
    written +
    (await insertMissing(
      db,
      'weather',
      'weatherId',
      rows.filter((r) => r.termDate > String(last)),
    ))
  );
}

export const seedWeather: MarketSeeder = (db: Db, { now }) =>
  seedOrRoll(
    db,
    'weather',
    () => demoWeatherRows(now),
    () => rollDemoWeather(db, now),
  );
