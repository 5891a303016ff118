import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidMobilePhone, MOBILE_PHONE_PATTERN, MOBILE_PHONE_PATTERN_SOURCE } from '../../../../src/shared/validators/phone.ts';

describe('isValidMobilePhone', () => {
  it.each([
    { given: '13800138000', want: true },
    { given: '19912345678', want: true },
    { given: '12800138000', want: false },
    { given: '10800138000', want: false },
    { given: '23800138000', want: false },
    { given: '1380013800', want: false },
    { given: '138001380000', want: false },
    { given: '1380013800a', want: false },
    { given: ' 13800138000', want: false },
    { given: '+8613800138000', want: false },
    { given: '', want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isValidMobilePhone(given)).toBe(want);
  });

  it('accepts exactly the 11-digit numbers starting with 1 and then 3-9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        const second = Number(digits.charAt(1));
        expect(isValidMobilePhone(digits)).toBe(digits.startsWith('1') && second >= 3);
      }),
    );
  });
});

describe('MOBILE_PHONE_PATTERN', () => {
  it('has the JSON Schema source string and no flags', () => {
    expect(MOBILE_PHONE_PATTERN_SOURCE).toBe('^1[3-9]\\d{9}$');
    expect(MOBILE_PHONE_PATTERN.source).toBe(MOBILE_PHONE_PATTERN_SOURCE);
    expect(MOBILE_PHONE_PATTERN.flags).toBe('');
  });
});
