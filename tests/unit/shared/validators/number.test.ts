import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isNumeric } from '../../../../src/shared/validators/number.ts';

describe('isNumeric', () => {
  it.each([
    { given: 0, want: true },
    { given: -1.5, want: true },
    { given: Number.MAX_VALUE, want: true },
    { given: Number.NaN, want: false },
    { given: Number.POSITIVE_INFINITY, want: false },
    { given: Number.NEGATIVE_INFINITY, want: false },
    { given: '0', want: true },
    { given: '42', want: true },
    { given: '-42', want: true },
    { given: '+42', want: true },
    { given: '3.14', want: true },
    { given: '-0.5', want: true },
    { given: '007', want: true },
    { given: '', want: false },
    { given: ' 1', want: false },
    { given: '1 ', want: false },
    { given: '1.', want: false },
    { given: '.5', want: false },
    { given: '1.2.3', want: false },
    { given: '--1', want: false },
    { given: 'Infinity', want: false },
    { given: '-Infinity', want: false },
    { given: 'NaN', want: false },
    { given: '0x1A', want: false },
    { given: '1e3', want: false },
    { given: '1,000', want: false },
    { given: null, want: false },
    { given: undefined, want: false },
    { given: true, want: false },
    { given: 10n, want: false },
    { given: [1], want: false },
    { given: {}, want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isNumeric(given)).toBe(want);
  });

  it('accepts every finite number and its fixed-point string form', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        expect(isNumeric(n)).toBe(true);
        expect(isNumeric(n.toFixed(3))).toBe(true);
      }),
    );
  });
});
