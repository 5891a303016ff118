import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatRelativeTime } from '../../../../src/shared/format/relative-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);

describe('formatRelativeTime', () => {
  it.each([
    { ago: 0, en: 'just now', zh: '刚刚' },
    { ago: 59 * SECOND, en: 'just now', zh: '刚刚' },
    { ago: -5 * DAY, en: 'just now', zh: '刚刚' },
    { ago: MINUTE, en: '1 minute ago', zh: '1分钟前' },
    { ago: 5 * MINUTE + 59 * SECOND, en: '5 minutes ago', zh: '5分钟前' },
    { ago: 59 * MINUTE, en: '59 minutes ago', zh: '59分钟前' },
    { ago: HOUR, en: '1 hour ago', zh: '1小时前' },
    { ago: 3 * HOUR, en: '3 hours ago', zh: '3小时前' },
    { ago: DAY - 1, en: '23 hours ago', zh: '23小时前' },
    { ago: DAY, en: '1 day ago', zh: '1天前' },
    { ago: 12 * DAY, en: '12 days ago', zh: '12天前' },
    { ago: 364 * DAY, en: '364 days ago', zh: '364天前' },
    { ago: YEAR, en: '1 year ago', zh: '1年前' },
    { ago: 2 * YEAR + 100 * DAY, en: '2 years ago', zh: '2年前' },
  ])('$ago ms ago → $en / $zh', ({ ago, en, zh }) => {
    expect(formatRelativeTime(NOW - ago, NOW, 'en')).toBe(en);
    expect(formatRelativeTime(NOW - ago, NOW, 'zh')).toBe(zh);
  });

  it('accepts Date and ISO string inputs', () => {
    const then = new Date(NOW - 3 * HOUR);
    expect(formatRelativeTime(then, new Date(NOW), 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(then.toISOString(), NOW, 'zh')).toBe('3小时前');
  });

  it('throws a RangeError for an unparseable date', () => {
    expect(() => formatRelativeTime('not a date', NOW, 'en')).toThrow(RangeError);
    expect(() => formatRelativeTime(NOW, Number.NaN, 'en')).toThrow(RangeError);
  });

  it('reports whole minutes for any gap between 1 and 60 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: MINUTE, max: HOUR - 1 }), (ago) => {
        const minutes = Math.floor(ago / MINUTE);
        expect(formatRelativeTime(NOW - ago, NOW, 'zh')).toBe(`${minutes}分钟前`);
      }),
    );
  });

  it('treats every future time as just now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 * YEAR }), (ahead) => {
        expect(formatRelativeTime(NOW + ahead, NOW, 'en')).toBe('just now');
      }),
    );
  });
});
