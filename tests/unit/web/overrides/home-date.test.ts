import { describe, expect, it } from 'vitest';
import { homeDate } from '../../../../src/web/overrides/home/home-date.ts';

describe("home header's date", () => {
  it('is the China calendar day with its weekday, in both languages', () => {
    const monday = Date.parse('2026-11-23T03:00:00Z');
    expect(homeDate('zh', monday)).toBe('11月23日 星期一');
    expect(homeDate('en', monday)).toBe('Mon 23 Nov');
  });

  it('turns to the next day at midnight in China, not in UTC', () => {
    const tuesdayInChina = Date.parse('2026-11-23T16:00:00Z');
    expect(homeDate('zh', tuesdayInChina)).toBe('11月24日 星期二');
    expect(homeDate('en', tuesdayInChina - 1)).toBe('Mon 23 Nov');
  });

  it('reads Sunday and the turn of the year', () => {
    expect(homeDate('zh', Date.parse('2026-12-31T16:30:00Z'))).toBe('1月1日 星期五');
    expect(homeDate('en', Date.parse('2026-11-29T12:00:00Z'))).toBe('Sun 29 Nov');
  });
});
