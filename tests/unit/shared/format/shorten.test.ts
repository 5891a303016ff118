import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { shortenNumber } from '../../../../src/shared/format/shorten.ts';

describe('shortenNumber', () => {
  it.each([
    { n: 0, zh: '0', en: '0' },
    { n: 1.5, zh: '1.5', en: '1.5' },
    { n: 1.234, zh: '1.23', en: '1.23' },
    { n: 9999, zh: '9999', en: '9999' },
    { n: 9999.999, zh: '1万', en: '10k' },
    { n: 10000, zh: '1万', en: '10k' },
    { n: 12345, zh: '1.23万', en: '12.35k' },
    { n: 20000, zh: '2万', en: '20k' },
    { n: 1500000, zh: '150万', en: '1.5M' },
    { n: 99999999, zh: '1亿', en: '100M' },
    { n: 450000000, zh: '4.5亿', en: '450M' },
    { n: 1e13, zh: '100000亿', en: '10000B' },
    { n: -12345, zh: '-1.23万', en: '-12.35k' },
    { n: -450000000, zh: '-4.5亿', en: '-450M' },
    { n: -7.5, zh: '-7.5', en: '-7.5' },
    { n: -0.001, zh: '0', en: '0' },
    { n: Number.NaN, zh: '0', en: '0' },
  ])('$n → $zh / $en', ({ n, zh, en }) => {
    expect(shortenNumber(n, 'zh')).toBe(zh);
    expect(shortenNumber(n, 'en')).toBe(en);
  });

  it.each([
    { n: 12345, digits: 0, want: '1万' },
    { n: 12345, digits: 1, want: '1.2万' },
    { n: 12345, digits: 4, want: '1.2345万' },
    { n: 3.14159, digits: 3, want: '3.142' },
  ])('$n with $digits digits → $want', ({ n, digits, want }) => {
    expect(shortenNumber(n, 'zh', digits)).toBe(want);
  });

  it.each([-1, 0.5, 21])('throws a RangeError for digits %s', (digits) => {
    expect(() => shortenNumber(1, 'zh', digits)).toThrow(RangeError);
  });

  it('ends with 万 and shows n for n * 10000 when 1 <= n < 10000, and in English never says wan or 万', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (n) => {
        expect(shortenNumber(n * 10000, 'zh')).toBe(`${n}万`);
        expect(shortenNumber(n * 10000, 'en')).toMatch(/^\d+(\.\d+)?[kMB]$/);
      }),
    );
  });

  it('carries English rounding into the next tier: 999,999.9 is 1M, not 1000k', () => {
    expect(shortenNumber(999_999.9, 'en')).toBe('1M');
    expect(shortenNumber(999_499, 'en', 0)).toBe('999k');
    expect(shortenNumber(12_000, 'en')).toBe('12k');
  });

  it('keeps the sign of negative numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 52 }), (n) => {
        expect(shortenNumber(-n, 'zh')).toBe(`-${shortenNumber(n, 'zh')}`);
      }),
    );
  });
});
