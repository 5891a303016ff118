import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../../src/web/shell/mask-phone.ts';

describe('maskPhone', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });

  it.each([undefined, ''])('is empty for %s', (value) => {
    expect(maskPhone(value)).toBe('');
  });

  it('shows a value that is not an 11-digit number unchanged', () => {
    expect(maskPhone('+86 138')).toBe('+86 138');
  });
});
