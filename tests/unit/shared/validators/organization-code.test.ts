import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidOrganizationCode, organizationCodeCheckChar, validateOrganizationCode } from '../../../../src/shared/validators/organization-code.ts';

const first8Arb = fc.stringMatching(/^[0-9A-Z]{8}$/);

describe('organizationCodeCheckChar', () => {
  it.each([
    { given: 'D2143569', want: 'X' },
    { given: '12345678', want: '8' },
    { given: '00000000', want: '0' },
    { given: 'A0000000', want: '3' },
  ])('$given → $want', ({ given, want }) => {
    expect(organizationCodeCheckChar(given)).toBe(want);
  });

  it.each(['D214356', 'D21435690', 'd2143569', 'D214356-'])('rejects malformed input %s', (given) => {
    expect(() => organizationCodeCheckChar(given)).toThrow(RangeError);
  });
});

describe('validateOrganizationCode', () => {
  it.each([
    { given: 'D2143569-X', want: { valid: true, expected: 'X' } },
    { given: '12345678-8', want: { valid: true, expected: '8' } },
    { given: '00000000-0', want: { valid: true, expected: '0' } },
    { given: 'D2143569-1', want: { valid: false, expected: 'X' } },
    { given: 'D2143569-x', want: { valid: false, expected: 'X' } },
    { given: 'D2143569X', want: { valid: false, expected: 'X' } },
    { given: 'D2143569-X1', want: { valid: false, expected: 'X' } },
    { given: '12345678-A', want: { valid: false, expected: '8' } },
    { given: 'd2143569-X', want: { valid: false } },
    { given: '', want: { valid: false } },
  ])('$given → $want', ({ given, want }) => {
    expect(validateOrganizationCode(given)).toStrictEqual(want);
    expect(isValidOrganizationCode(given)).toBe(want.valid);
  });

  it('accepts any 8 characters plus a dash and the computed check character', () => {
    fc.assert(
      fc.property(first8Arb, (first8) => {
        const code = `${first8}-${organizationCodeCheckChar(first8)}`;
        expect(validateOrganizationCode(code)).toStrictEqual({ valid: true, expected: code.charAt(9) });
      }),
    );
  });

  it('rejects the code after changing any single digit', () => {
    const withDigitArb = fc
      .tuple(first8Arb, fc.nat({ max: 9 }))
      .map(([first8, position]) => ({ code: `${first8}-${organizationCodeCheckChar(first8)}`, position }))
      .filter(({ code, position }) => /\d/.test(code.charAt(position)));
    fc.assert(
      fc.property(withDigitArb, fc.integer({ min: 1, max: 9 }), ({ code, position }, delta) => {
        const replaced = String((Number(code.charAt(position)) + delta) % 10);
        const mutated = code.slice(0, position) + replaced + code.slice(position + 1);
        expect(isValidOrganizationCode(mutated)).toBe(false);
      }),
    );
  });
});
