import { describe, expect, it } from 'vitest';
import { FALL_COLOR, RISE_COLOR, changeColor } from '../../../../src/web/app/market-colors.ts';

describe('changeColor', () => {
  it('paints a rise red and a fall green, as Chinese market screens do', () => {
    expect(changeColor(0.04)).toBe(RISE_COLOR);
    expect(changeColor(12)).toBe(RISE_COLOR);
    expect(changeColor(-0.01)).toBe(FALL_COLOR);
    expect(RISE_COLOR).toBe('#d32f2f');
    expect(FALL_COLOR).toBe('#2e7d32');
  });

  it('leaves no change and an unknown one in the secondary text colour', () => {
    expect(changeColor(0)).toBe('text.secondary');
    expect(changeColor(null)).toBe('text.secondary');
    expect(changeColor(undefined)).toBe('text.secondary');
  });
});
