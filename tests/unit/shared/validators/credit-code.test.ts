import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { creditCodeCheckChar, isValidCreditCode } from '../../../../src/shared/validators/credit-code.ts';

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const charsetChar = fc.constantFrom(...CHARSET.split(''));

const first17Arb = fc
  .tuple(
    fc.string({ unit: charsetChar, minLength: 2, maxLength: 2 }),
    fc.stringMatching(/^\d{6}$/),
    fc.string({ unit: charsetChar, minLength: 9, maxLength: 9 }),
  )
  .map(([head, region, tail]) => head + region + tail);

describe('creditCodeCheckChar', () => {
  it.each([
    { given: '91350100M000100Y4', want: '3' },
    { given: '91110000100000000', want: 'R' },
    { given: '12100000400000000', want: 'W' },
    { given: '00000000000000000', want: '0' },
  ])('$given → $want', ({ given, want }) => {
    expect(creditCodeCheckChar(given)).toBe(want);
  });

  it.each(['91350100M000100Y', '91350100M000100Y43', '91350100I000100Y4', '91350100m000100Y4'])('rejects malformed input %s', (given) => {
    expect(() => creditCodeCheckChar(given)).toThrow(RangeError);
  });
});

describe('isValidCreditCode', () => {
  it.each([
    { given: '91350100M000100Y43', want: true },
    { given: '91110000100000000R', want: true },
    { given: '12100000400000000W', want: true },
    { given: '91350100M000100Y44', want: false },
    { given: '91350100m000100y43', want: false },
    { given: '91350100M000100Y4', want: false },
    { given: '91350100M000100Y433', want: false },
    { given: '9135010AM000100Y43', want: false },
    { given: '91350100O000100Y43', want: false },
    { given: '', want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isValidCreditCode(given)).toBe(want);
  });

  it('accepts any well-formed 17 characters plus the computed check character', () => {
    fc.assert(
      fc.property(first17Arb, (first17) => {
        expect(isValidCreditCode(first17 + creditCodeCheckChar(first17))).toBe(true);
      }),
    );
  });

  it('rejects the code after changing any single character', () => {
    fc.assert(
      fc.property(first17Arb, fc.nat({ max: 17 }), fc.integer({ min: 1, max: 30 }), (first17, position, shift) => {
        const valid = first17 + creditCodeCheckChar(first17);
        const index = CHARSET.indexOf(valid.charAt(position));
        const replaced = CHARSET.charAt((index + shift) % CHARSET.length);
        const mutated = valid.slice(0, position) + replaced + valid.slice(position + 1);
        expect(isValidCreditCode(mutated)).toBe(false);
      }),
    );
  });
});
