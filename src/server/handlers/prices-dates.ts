// Calendar arithmetic on ISO dates (YYYY-MM-DD) for the price statistics, in UTC so a date never
// shifts with the server's time zone; "today" is the calendar day in China.
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

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

export function addDays(date: string, days: number): string {
  return toIso(parseIso(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIso(to) - parseIso(from)) / DAY_MS);
}

/** '2026-11-20' → '20261120', the batch of that day's quotations. */
export const batchOf = (date: string): string => date.replaceAll('-', '');

/** '20261120' → '2026-11-20'. */
export const dateOfBatch = (batchNum: string): string => `${batchNum.slice(0, 4)}-${batchNum.slice(4, 6)}-${batchNum.slice(6, 8)}`;

export function monthRange(year: number, month: number): [string, string] {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const m = String(month).padStart(2, '0');
  return [`${year}-${m}-01`, `${year}-${m}-${String(last).padStart(2, '0')}`];
}

/** Whether an ISO-shaped date is a real calendar day (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const ms = parseIso(date);
  return Number.isFinite(ms) && toIso(ms) === date;
}
