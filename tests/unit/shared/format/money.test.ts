import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '../../../../src/shared/format/money.ts';

describe('formatMoney', () => {
  it.each([
    { cents: 123456789, want: '1,234,567.89' },
    { cents: -123456789, want: '-1,234,567.89' },
    { cents: 0, want: '0.00' },
    { cents: -0, want: '0.00' },
    { cents: 5, want: '0.05' },
    { cents: -5, want: '-0.05' },
    { cents: 100, want: '1.00' },
    { cents: 99999, want: '999.99' },
    { cents: 100000, want: '1,000.00' },
    { cents: 100000000, want: '1,000,000.00' },
    { cents: 12.5, want: '0.13' },
    { cents: Number.NaN, want: '0.00' },
    { cents: Number.POSITIVE_INFINITY, want: '0.00' },
    { cents: Number.NEGATIVE_INFINITY, want: '0.00' },
    { cents: Number.MAX_SAFE_INTEGER, want: '90,071,992,547,409.91' },
  ])('$cents → $want', ({ cents, want }) => {
    expect(formatMoney(cents)).toBe(want);
  });

  it.each([
    { cents: 123456789, decimals: 0, want: '1,234,568' },
    { cents: 150, decimals: 0, want: '2' },
    { cents: -150, decimals: 0, want: '-2' },
    { cents: -49, decimals: 0, want: '0' },
    { cents: 123456789, decimals: 1, want: '1,234,567.9' },
    { cents: 99999, decimals: 1, want: '1,000.0' },
    { cents: 12345, decimals: 4, want: '123.4500' },
  ])('$cents with $decimals decimals → $want', ({ cents, decimals, want }) => {
    expect(formatMoney(cents, { decimals })).toBe(want);
  });

  it.each([-1, 1.5, 21, Number.NaN])('throws a RangeError for decimals %s', (decimals) => {
    expect(() => formatMoney(100, { decimals })).toThrow(RangeError);
  });

  it('round-trips whole amounts: formatMoney(x * 100) without commas parses back to x', () => {
    const limit = Math.floor(Number.MAX_SAFE_INTEGER / 100);
    fc.assert(
      fc.property(fc.integer({ min: -limit, max: limit }), (x) => {
        const text = formatMoney(x * 100);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.00$/);
        expect(Number.parseFloat(text.replaceAll(',', ''))).toBe(x);
      }),
    );
  });

  it('matches BigInt-based decimal formatting for any integer cents', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const abs = BigInt(Math.abs(cents));
        const plain = `${cents < 0 ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        expect(formatMoney(cents).replaceAll(',', '')).toBe(plain);
      }),
    );
  });
});
