import { describe, expect, it } from 'vitest';
import { concealPhone } from '../../../../src/shared/format/conceal.ts';

describe('concealPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(concealPhone('13912341234')).toBe('139****1234');
    expect(concealPhone('13653705678')).toBe('136****5678');
  });

  it('sends nothing of a value that is not an 11-digit number', () => {
    expect(concealPhone('0537-1234567')).toBe('');
    expect(concealPhone('1391234123')).toBe('');
    expect(concealPhone(null)).toBe('');
    expect(concealPhone(13912341234)).toBe('');
  });
});
