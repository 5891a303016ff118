// Calendar arithmetic on ISO dates (YYYY-MM-DD) for the shipment statistics, done in UTC so a
// date never shifts with the server's time zone.
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function parseIso(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Today's date in China. */
export function chinaToday(now = Date.now()): string {
  return toIso(now + CHINA_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return toIso(parseIso(date) + days * DAY_MS);
}

export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}`;
}

/** The month `delta` months from year-month, as [year, month]. */
export function shiftMonth(year: number, month: number, delta: number): [number, number] {
  const index = year * 12 + (month - 1) + delta;
  return [Math.floor(index / 12), (index % 12) + 1];
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthStart(year: number, month: number): string {
  return `${year}-${pad(month)}-01`;
}

export function monthEnd(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
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

/** The trading season a date falls in: it opens with the new garlic on June 1 and runs to May 31. */
export function seasonStartYear(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 6 ? year : year - 1;
}

export function seasonLabel(startYear: number): string {
  return `${startYear}/${pad((startYear + 1) % 100)}`;
}
