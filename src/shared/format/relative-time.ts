import { englishCount } from './count.ts';

export type RelativeTimeLang = 'en' | 'zh';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

type Unit = 'minute' | 'hour' | 'day' | 'year';

const ZH_UNITS: Record<Unit, string> = { minute: '分钟', hour: '小时', day: '天', year: '年' };

function toMillis(value: Date | number | string, name: string): number {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`${name} is not a valid date: ${String(value)}`);
  return ms;
}

function phrase(count: number, unit: Unit, lang: RelativeTimeLang): string {
  if (lang === 'zh') return `${count}${ZH_UNITS[unit]}前`;
  return `${englishCount(count, unit)} ago`;
}

export function formatRelativeTime(then: Date | number | string, now: Date | number, lang: RelativeTimeLang): string {
  const elapsed = toMillis(now, 'now') - toMillis(then, 'then');
  if (elapsed < MINUTE) return lang === 'zh' ? '刚刚' : 'just now';
  if (elapsed < HOUR) return phrase(Math.floor(elapsed / MINUTE), 'minute', lang);
  if (elapsed < DAY) return phrase(Math.floor(elapsed / HOUR), 'hour', lang);
  if (elapsed < YEAR) return phrase(Math.floor(elapsed / DAY), 'day', lang);
  return phrase(Math.floor(elapsed / YEAR), 'year', lang);
}
