import { describe, expect, it } from 'vitest';
import { shortDate } from '../../../../src/web/overrides/media/media-format.ts';

describe('shortDate', () => {
  it('gives the China calendar day of an instant, past midnight there while it is still the day before in UTC', () => {
    expect(shortDate('2026-11-26T16:30:00Z')).toBe('2026-11-27');
    expect(shortDate('2026-11-26T15:59:59Z')).toBe('2026-11-26');
  });

  it('gives nothing for no date or one it cannot read', () => {
    expect(shortDate('')).toBe('');
    expect(shortDate('yesterday')).toBe('');
  });
});
