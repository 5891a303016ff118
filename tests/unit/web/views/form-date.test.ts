import { describe, expect, it } from 'vitest';
import { formatFormDate } from '../../../../src/web/views/form-date.ts';

describe('formatFormDate', () => {
  it("reads a date in the user's language, whatever the browser's locale", () => {
    expect(formatFormDate('2026-05-20', 'zh')).toBe('2026年5月20日');
    expect(formatFormDate('2026-05-20', 'en')).toBe('20 May 2026');
    expect(formatFormDate('2026-01-01', 'zh')).toBe('2026年1月1日');
  });

  it('shows nothing for no date or text that is not one', () => {
    for (const value of [undefined, null, '', '2026-5-20', '20/05/2026', '2026-13-45', 42]) expect(formatFormDate(value, 'en')).toBe('');
  });
});
