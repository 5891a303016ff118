import { describe, expect, it } from 'vitest';
import { monthShortEn } from '../../../../src/web/i18n/month-names.ts';

describe('monthShortEn', () => {
  it("gives each month's English abbreviation as Intl's en-US short month does", () => {
    for (let month = 1; month <= 12; month++) {
      const intl = new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
      expect(monthShortEn(month)).toBe(intl);
    }
  });

  it('gives nothing for a month outside 1–12', () => {
    expect(monthShortEn(0)).toBe('');
    expect(monthShortEn(13)).toBe('');
  });
});
