import { CHINA_OFFSET_MS, DAY_MS } from './china-time.ts';
// The 24 solar terms (节气): when each begins, in China time, from the sun's apparent longitude
// (Meeus, "Astronomical Algorithms", ch. 25, low accuracy: about 0.01°, a quarter of an hour).
// Terms are numbered from 立春 (1) to 大寒 (24), as the `solarTerm` dictionary numbers them.

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The sun's apparent ecliptic longitude in degrees [0, 360) at a UTC instant. */
export function sunLongitude(ms: number): number {
  const t = (ms / DAY_MS + 2440587.5 - 2451545) / 36525;
  const l0 = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
  const m = rad(357.52911 + 35999.05029 * t - 0.0001537 * t * t);
  const c = (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(m) + (0.019993 - 0.000101 * t) * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m);
  const omega = rad(125.04 - 1934.136 * t);
  const apparent = l0 + c - 0.00569 - 0.00478 * Math.sin(omega);
  return ((apparent % 360) + 360) % 360;
}

/** The longitude at which a term begins: 立春 315°, then 15° a term. */
const termLongitude = (term: number) => (315 + 15 * (term - 1)) % 360;

/** A term's first day in the calendar year `year`, as YYYY-MM-DD in China (小寒 and 大寒 fall in January). */
export function solarTermDate(year: number, term: number): string {
  if (!Number.isInteger(term) || term < 1 || term > 24) throw new RangeError(`solar term ${term} is not 1–24`);
  // A guess a few days early (立春 about Feb 3, then 15.2 days a term), then bisection on the longitude.
  const guessDay = term >= 23 ? 3 + (term - 23) * 15 : 32 + (term - 1) * 15.2;
  let lo = Date.UTC(year, 0, 1) + (guessDay - 4) * DAY_MS;
  let hi = lo + 10 * DAY_MS;
  const target = termLongitude(term);
  const past = (ms: number) => ((sunLongitude(ms) - target + 540) % 360) - 180 >= 0;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (past(mid)) hi = mid;
    else lo = mid;
  }
  return new Date(hi + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The term after `term` and the calendar year it begins in (冬至 in December → 小寒 in January). */
export function nextTerm(year: number, term: number): [number, number] {
  if (term === 22) return [year + 1, 23];
  return [year, term === 24 ? 1 : term + 1];
}

export function previousTerm(year: number, term: number): [number, number] {
  if (term === 23) return [year - 1, 22];
  return [year, term === 1 ? 24 : term - 1];
}

export interface TermPeriod {
  term: number;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (the day before the next term begins). */
  end: string;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function termPeriod(year: number, term: number): TermPeriod {
  const [ny, nt] = nextTerm(year, term);
  return { term, start: solarTermDate(year, term), end: addDays(solarTermDate(ny, nt), -1) };
}

/** The term whose period holds `date` (YYYY-MM-DD, China). */
export function termOf(date: string): TermPeriod {
  // From the winter solstice of the year before, whose period runs into January.
  let [y, t] = [Number(date.slice(0, 4)) - 1, 22];
  let period = termPeriod(y, t);
  while (period.end < date) {
    [y, t] = nextTerm(y, t);
    period = termPeriod(y, t);
  }
  return period;
}

/**
 * The season a date belongs to, by the year it starts: seasons run from September (白露, before the
 * early-October sowing) to the end of August, so 2025-10-10 and 2026-05-25 are both season 2025.
 */
export function seasonOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 9 ? year : year - 1;
}

/** The 24 terms in season order: 白露 (15) … 大寒 (24), 立春 (1) … 处暑 (14). */
export const SEASON_ORDER: readonly number[] = [15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/** The garlic's growing season: sowing and film mulching at 寒露 (early October) to harvest at 小满 (late May). */
export const GROWING_TERMS: readonly number[] = [17, 18, 19, 20, 21, 22, 23, 24, 1, 2, 3, 4, 5, 6, 7, 8];

export const seasonIndex = (term: number) => SEASON_ORDER.indexOf(term);
export const isGrowingTerm = (term: number) => GROWING_TERMS.includes(term);

/** The calendar year in which `term` of season `season` begins (小寒 … 处暑 begin the year after). */
export function termYear(season: number, term: number): number {
  return seasonIndex(term) >= seasonIndex(23) ? season + 1 : season;
}
