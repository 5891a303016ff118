// China's calendar for every part of the product: market days, months, weeks and trading seasons in
// China time (UTC+8, no daylight saving). Dates are ISO (YYYY-MM-DD) and computed in UTC, so a date
// never shifts with the server's or the phone's time zone. Solar terms are in solar-terms.ts.

export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function parseIso(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date in China. */
export function chinaToday(now = Date.now()): string {
  return toIso(now + CHINA_OFFSET_MS);
}

/** The China calendar day of an instant, as YYYY-MM-DD. */
export function chinaDate(at: Date | string | number): string {
  return chinaToday(new Date(at).getTime());
}

/** The first instant (UTC ms) of a China calendar day given as YYYY-MM-DD. */
export function chinaDayStart(date: string): number {
  return parseIso(date) - CHINA_OFFSET_MS;
}

/** The first instant (UTC ms) of the China calendar day that holds `at`. */
export function chinaDayStartOf(at: number): number {
  return Math.floor((at + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

/** The first instants of the China day and month that hold `at`, as ISO strings. */
export function chinaDayAndMonthStart(at: Date): { day: string; month: string } {
  const today = chinaDate(at);
  return { day: new Date(chinaDayStart(today)).toISOString(), month: new Date(chinaDayStart(`${today.slice(0, 7)}-01`)).toISOString() };
}

/** The month (1–12) in China of an instant. */
export const chinaMonthOf = (at: number): number => Number(chinaToday(at).slice(5, 7));

export function addDays(date: string, days: number): string {
  return toIso(parseIso(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIso(to) - parseIso(from)) / DAY_MS);
}

/** Whether an ISO-shaped date is a real calendar day (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const ms = parseIso(date);
  return Number.isFinite(ms) && toIso(ms) === date;
}

/** A month key, YYYY-MM. */
export function monthKey(year: number, month: number): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

export function splitMonth(key: string): [number, number] {
  return [Number(key.slice(0, 4)), Number(key.slice(5, 7))];
}

/** The month `delta` months from year-month, as [year, month]. */
export function shiftMonth(year: number, month: number, delta: number): [number, number] {
  const index = year * 12 + (month - 1) + delta;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** The month key `delta` months from a month key. */
export function addMonths(key: string, delta: number): string {
  return monthKey(...shiftMonth(...splitMonth(key), delta));
}

/** This month in China, as YYYY-MM: later months are never "the latest with figures". */
export const currentMonth = (now = Date.now()): string => chinaToday(now).slice(0, 7);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthStart(year: number, month: number): string {
  return `${year}-${pad(month)}-01`;
}

export function monthEnd(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** A month's first and last days. */
export function monthRange(year: number, month: number): [string, string] {
  return [monthStart(year, month), monthEnd(year, month)];
}

/** The Monday of the ISO week holding the date. */
export function weekStart(date: string): string {
  const weekday = (new Date(parseIso(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** ISO week label, e.g. 2026-W47 (the year is the one of the week's Thursday). */
export function isoWeekLabel(monday: string): string {
  const thursday = new Date(parseIso(addDays(monday, 3)));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${pad(week)}`;
}

/** The trading season a date falls in, by its opening year: new garlic opens it on June 1, it runs to May 31. */
export function seasonStartYear(date: string): number {
  const [year, month] = splitMonth(date);
  return month >= 6 ? year : year - 1;
}

/** The season a month key belongs to: June 2025 – May 2026 is 2025. */
export const seasonOfMonth = (key: string): number => seasonStartYear(key);

/** The twelve months of a season, June first. */
export function seasonMonthKeys(seasonYear: number): string[] {
  return Array.from({ length: 12 }, (_, i) => addMonths(`${seasonYear}-06`, i));
}

/** The first month of the season holding a month key (storage intake starts in June, DOMAIN.md 2.2). */
export function seasonFirstMonth(key: string): string {
  return monthKey(seasonOfMonth(key), 6);
}

/** A season by its opening year, as traders write it: 2025/26. */
export function seasonLabel(startYear: number): string {
  return `${startYear}/${pad((startYear + 1) % 100)}`;
}
