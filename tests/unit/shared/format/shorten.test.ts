import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { shortenNumber } from '../../../../src/shared/format/shorten.ts';

describe('shortenNumber', () => {
  it.each([
    { n: 0, zh: '0', en: '0' },
    { n: 1.5, zh: '1.5', en: '1.5' },
    { n: 1.234, zh: '1.23', en: '1.23' },
    { n: 9999, zh: '9999', en: '9999' },
    { n: 9999.999, zh: '1万', en: '1 wan' },
    { n: 10000, zh: '1万', en: '1 wan' },
    { n: 12345, zh: '1.23万', en: '1.23 wan' },
    { n: 20000, zh: '2万', en: '2 wan' },
    { n: 1500000, zh: '150万', en: '150 wan' },
    { n: 99999999, zh: '1亿', en: '1 yi' },
    { n: 450000000, zh: '4.5亿', en: '4.5 yi' },
    { n: 1e13, zh: '100000亿', en: '100000 yi' },
    { n: -12345, zh: '-1.23万', en: '-1.23 wan' },
    { n: -450000000, zh: '-4.5亿', en: '-4.5 yi' },
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

  it('ends with 万 and shows n for n * 10000 when 1 <= n < 10000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (n) => {
        expect(shortenNumber(n * 10000, 'zh')).toBe(`${n}万`);
        expect(shortenNumber(n * 10000, 'en')).toBe(`${n} wan`);
      }),
    );
  });

  it('keeps the sign of negative numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 52 }), (n) => {
        expect(shortenNumber(-n, 'zh')).toBe(`-${shortenNumber(n, 'zh')}`);
      }),
    );
  });
});
