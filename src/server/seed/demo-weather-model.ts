// A day-by-day climate model of the producing regions, for demo weather and seedling figures. No
// published series of accumulated temperature or sunny days exists (DOMAIN.md 2.2), so these are
// derived: monthly climate normals (mid-month means, interpolated), a season's warm or cold spell,
// day-to-day swings that persist, and clear days that persist too. Every region's series starts on
// one fixed day with its own seed, so a date always gets the same weather whatever "now" is.
import { createRandom } from './random.ts';
import { parseIso, toIso } from '../../shared/china-time.ts';

const DAY_MS = 86_400_000;

/** Mean air temperature (°C) at mid-month, January first, and the chance of a clear day each month. */
interface Climate {
  normals: readonly number[];
  sunny: readonly number[];
  /** Typical daily range, max − min (°C). */
  range: number;
}

const NORTH_SUNNY = [0.45, 0.4, 0.38, 0.38, 0.4, 0.32, 0.18, 0.22, 0.38, 0.45, 0.42, 0.48] as const;

export const CLIMATES: Readonly<Record<string, Climate>> = {
  '370828': { normals: [-0.5, 2.8, 8.5, 15.2, 20.8, 25.7, 27.3, 26.2, 21.7, 15.8, 8.4, 1.8], sunny: NORTH_SUNNY, range: 10 },
  '320382': { normals: [0.5, 3.4, 8.8, 15, 20.5, 25, 27.2, 26.6, 22.2, 16.5, 9.6, 2.9], sunny: NORTH_SUNNY, range: 9.5 },
  '410221': { normals: [0.3, 3.5, 9.2, 15.8, 21.2, 26.2, 27.4, 26.1, 21.5, 15.7, 8.6, 2.3], sunny: NORTH_SUNNY, range: 10.5 },
  '410122': { normals: [0.5, 3.8, 9.6, 16.2, 21.6, 26.5, 27.5, 26.1, 21.5, 15.8, 8.7, 2.5], sunny: NORTH_SUNNY, range: 10.5 },
  '371324': { normals: [0, 3, 8.4, 14.8, 20.3, 24.8, 26.8, 26.2, 21.8, 15.9, 8.8, 2.3], sunny: NORTH_SUNNY, range: 9.5 },
  '370116': { normals: [-1.8, 1.5, 7.6, 14.8, 20.6, 25.2, 26.6, 25.3, 20.7, 14.6, 7, 0.2], sunny: NORTH_SUNNY, range: 11 },
  '532932': {
    normals: [7.5, 9.4, 12.4, 15.4, 18.4, 19.8, 19.6, 19, 17.6, 15.1, 11.2, 8.2],
    sunny: [0.7, 0.72, 0.65, 0.55, 0.4, 0.2, 0.12, 0.15, 0.22, 0.4, 0.6, 0.7],
    range: 12,
  },
  '130408': { normals: [-1.6, 2, 8.6, 15.9, 21.7, 26.4, 27.6, 26, 21.2, 14.8, 6.9, 0.3], sunny: NORTH_SUNNY, range: 11 },
};

export interface DayWeather {
  date: string;
  /** Daily mean, maximum and minimum air temperature, °C. */
  mean: number;
  max: number;
  min: number;
  /** Daily mean temperature of the ground surface (0 cm) and the soil at 5 and 10 cm, °C. */
  surface: number;
  ground5: number;
  ground10: number;
  sunny: boolean;
}

const EPOCH = '2019-09-01';
const SEEDS: Record<string, number> = Object.fromEntries(Object.keys(CLIMATES).map((id, i) => [id, 20_190_901 + i * 7919]));

/** A month-level value interpolated between mid-month values, so the series has no steps. */
export function monthly(values: readonly number[], date: string): number {
  const month = Number(date.slice(5, 7)) - 1;
  const offset = (Number(date.slice(8, 10)) - 15) / 30;
  const other = offset >= 0 ? (month + 1) % 12 : (month + 11) % 12;
  return values[month]! * (1 - Math.abs(offset)) + values[other]! * Math.abs(offset);
}

const cache = new Map<string, DayWeather[]>();

/** The region's days from the model's first day (2019-09-01) to `to`, inclusive. */
export function dailyWeather(regionId: string, to: string): DayWeather[] {
  const climate = CLIMATES[regionId];
  if (!climate) throw new Error(`no climate for region ${regionId}`);
  const key = `${regionId}|${to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const random = createRandom(SEEDS[regionId]!);
  const days: DayWeather[] = [];
  const annual = climate.normals.reduce((s, n) => s + n, 0) / 12;
  let anomaly = 0;
  let spell = 0;
  let sunny = false;
  let ground5 = monthly(climate.normals, EPOCH) + 1.5;
  let ground10 = ground5;
  // Days counted in milliseconds: one date string made per day, none parsed (thousands of days per region).
  for (let ms = parseIso(EPOCH), date = EPOCH; date <= to; ms += DAY_MS, date = toIso(ms)) {
    // A new season brings its own warm or cold spell (±0.8 °C), drawn on September 1.
    if (date.slice(5) === '09-01') spell = random.float(-0.8, 0.8);
    const winter = ['12', '01', '02'].includes(date.slice(5, 7));
    anomaly = 0.75 * anomaly + random.float(-1, 1) * (winter ? 2.8 : 2.4);
    const p = monthly(climate.sunny, date);
    sunny = random.next() < (sunny ? p + 0.3 * (1 - p) : 0.7 * p);
    const mean = monthly(climate.normals, date) + spell + anomaly + (sunny ? 0.4 : -0.4);
    const range = climate.range + (sunny ? 3 : -2.5) + random.float(-1, 1);
    const surface = mean + 1.2 + (sunny ? 2.2 : 0.3);
    // The soil follows the surface, the deeper layer slower, and both lean towards the annual mean.
    ground5 += 0.45 * (0.92 * surface + 0.08 * (annual + 1.5) - ground5);
    ground10 += 0.25 * (0.85 * surface + 0.15 * (annual + 1.5) - ground10);
    days.push({ date, mean, max: mean + range / 2, min: mean - range / 2, surface, ground5, ground10, sunny });
  }
  cache.set(key, days);
  return days;
}

/** The days of `from`..`to` (inclusive) out of a series that starts on the model's first day. */
export function slice(days: DayWeather[], from: string, to: string): DayWeather[] {
  const start = Math.max(0, Math.round((parseIso(from) - parseIso(EPOCH)) / 86_400_000));
  const end = Math.round((parseIso(to) - parseIso(EPOCH)) / 86_400_000);
  return days.slice(start, end + 1);
}

/** Sum of daily mean temperatures above 0 °C (°C·d). */
export const activeTemperature = (days: DayWeather[]) => days.reduce((s, d) => s + Math.max(0, d.mean), 0);
