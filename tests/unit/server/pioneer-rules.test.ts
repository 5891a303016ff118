import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, extendSubscription } from '../../../src/server/handlers/pioneer-periods.ts';
import { chinaDate, chinaDayAndMonthStart } from '../../../src/shared/china-time.ts';
import { canOpen, isLocked, previewOf, summaryOf } from '../../../src/server/handlers/pioneer-article-access.ts';
import { loadConfig } from '../../../src/server/config.ts';

describe('subscription periods', () => {
  it.each([
    ['2026-01-15T02:00:00.000Z', 1, '2026-02-15T02:00:00.000Z'],
    // 31 January in China + 1 month is the last day of February (28th in 2026, 29th in 2028).
    ['2026-01-30T17:00:00.000Z', 1, '2026-02-27T17:00:00.000Z'],
    ['2028-01-30T17:00:00.000Z', 1, '2028-02-28T17:00:00.000Z'],
    ['2026-11-30T04:00:00.000Z', 3, '2027-02-28T04:00:00.000Z'],
    ['2026-05-20T04:00:00.000Z', 12, '2027-05-20T04:00:00.000Z'],
  ])('%s + %i months is %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });

  it('never goes backwards and keeps the time of day in China', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), fc.constantFrom(1, 3, 12), (from, months) => {
        const to = addMonths(from, months);
        expect(to.getTime()).toBeGreaterThan(from.getTime());
        expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(months * 31 * 86400_000);
        expect(new Date(to.getTime() + 8 * 3600_000).toISOString().slice(11)).toBe(new Date(from.getTime() + 8 * 3600_000).toISOString().slice(11));
      }),
    );
  });

  it('extends from the current end while it runs, else from now', () => {
    const now = new Date('2026-06-01T00:00:00.000Z');
    expect(extendSubscription(new Date('2026-07-01T00:00:00.000Z'), now, 1).end.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(extendSubscription(new Date('2026-05-01T00:00:00.000Z'), now, 1).start).toBe(now);
    expect(extendSubscription(undefined, now, 3).end.toISOString()).toBe('2026-09-01T00:00:00.000Z');
  });

  it('works in China-time days and months', () => {
    expect(chinaDate('2026-03-31T16:30:00.000Z')).toBe('2026-04-01');
    expect(chinaDayAndMonthStart(new Date('2026-03-31T16:30:00.000Z'))).toEqual({ day: '2026-03-31T16:00:00.000Z', month: '2026-03-31T16:00:00.000Z' });
    expect(chinaDayAndMonthStart(new Date('2026-03-15T03:00:00.000Z'))).toEqual({ day: '2026-03-14T16:00:00.000Z', month: '2026-02-28T16:00:00.000Z' });
  });
});

describe('who reads a pioneer article', () => {
  const published = { publishUserId: 'author', isDraft: false, status: '1', subscribeType: '2', pioneerStatus: '1' };

  it('opens drafts, off-shelf articles and a suspended pioneer’s articles to their author only', () => {
    for (const hidden of [{ isDraft: true }, { status: '0' }, { pioneerStatus: '0' }]) {
      expect(canOpen({ ...published, ...hidden }, { frontUserId: 'reader' })).toBe(false);
      expect(canOpen({ ...published, ...hidden }, { frontUserId: undefined })).toBe(false);
      expect(canOpen({ ...published, ...hidden }, { frontUserId: 'author' })).toBe(true);
    }
    expect(canOpen(published, { frontUserId: undefined })).toBe(true);
  });

  it('locks a paid article for all but its author and running subscribers', () => {
    expect(isLocked(published, { frontUserId: undefined, subscribed: false })).toBe(true);
    expect(isLocked(published, { frontUserId: 'reader', subscribed: false })).toBe(true);
    expect(isLocked(published, { frontUserId: 'reader', subscribed: true })).toBe(false);
    expect(isLocked(published, { frontUserId: 'author', subscribed: false })).toBe(false);
    expect(isLocked({ ...published, subscribeType: '1' }, { frontUserId: undefined, subscribed: false })).toBe(false);
  });

  it('previews 30% of the text, at most 120 characters', () => {
    expect(previewOf('一二三四五六七八九十')).toBe('一二三…');
    expect(previewOf('蒜'.repeat(1000))).toBe(`${'蒜'.repeat(120)}…`);
    fc.assert(
      fc.property(fc.string({ minLength: 20, maxLength: 3000 }), (text) => {
        const shown = Array.from(previewOf(text).replace(/…$/, '')).length;
        expect(shown).toBeLessThanOrEqual(Math.min(120, Math.floor(Array.from(text.trim()).length * 0.3)));
      }),
    );
    expect(summaryOf('第一段。\n\n第二段，继续写市场行情。', false)).toBe('第一段。 第二段，继续写市场行情。');
  });
});

describe('WeChat Pay configuration', () => {
  it('is off without a merchant, and a merchant needs every variable', () => {
    expect(loadConfig({}).wechatPay).toBeUndefined();
    expect(() => loadConfig({ WECHAT_PAY_MCHID: '1900000109', WECHAT_APPID: 'wx1' })).toThrow(
      /WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY_FILE, WECHAT_PAY_API_V3_KEY/,
    );
  });
});
