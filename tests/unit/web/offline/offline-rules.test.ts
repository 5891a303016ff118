import { describe, expect, it } from 'vitest';
import { operations } from '../../../../generated/operations.ts';
import { figurePaths, figurePattern, userCacheKey, userOfBearer } from '../../../../src/web/offline/figure-calls.ts';
import { keptAt } from '../../../../src/web/offline/offline-state.ts';
import { addLine, mergeDays } from '../../../../src/web/overrides/prices/compare-model.ts';

const token = (payload: object) => `Bearer e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('the figure calls the worker keeps', () => {
  const paths = figurePaths(operations);
  const pattern = figurePattern(paths);

  it('are the public GETs the manifests mark cacheable: home, prices, statistics, dictionaries', () => {
    for (const path of [
      '/api/v1/price-analyse/day',
      '/api/v1/price-analyse/queryDayChart',
      '/api/v1/home/queryPrice',
      '/api/v1/walk-quantity/trend',
      '/api/v1/dict-item/getDictItemByDictCode',
    ]) {
      expect(pattern.test(path), path).toBe(true);
    }
    expect(pattern.test('/ksce/division/city/3708')).toBe(false);
    expect(pattern.test('/api/ksce/division/city/3708')).toBe(true);
  });

  it('are never a sign-in, a write, a user or an operator call', () => {
    for (const path of [
      '/api/login/byPassword',
      '/api/v1/buy-sell/add',
      '/api/v1/front_user/info',
      '/api/v1/notice/myFindByPage',
      '/api/admin/prices/grid',
      '/api/v1/price-analyse-forecast/vote',
    ]) {
      expect(pattern.test(path), path).toBe(false);
    }
    expect(pattern.test('/api/v1/price-analyse/day/extra')).toBe(false);
  });
});

describe('per-user keys', () => {
  it('read the user from the bearer token', () => {
    expect(userOfBearer(null)).toBeUndefined();
    expect(userOfBearer(token({ sub: 'u-42', sid: 'x' }))).toBe('u-42');
    expect(userOfBearer(token({ sid: 'x' }))).toBeNull();
    expect(userOfBearer('Bearer not-a-jwt')).toBeNull();
    expect(userOfBearer('Basic abc')).toBeNull();
  });

  it('file the reply under its user', () => {
    expect(userCacheKey('http://h/api/v1/home/queryPrice?x=1', 'u-42')).toBe('http://h/api/v1/home/queryPrice?x=1&__user=u-42');
  });
});

describe('keptAt', () => {
  const reply = (headers: Record<string, string>) => new Response('{}', { headers });
  it('a reply the worker kept says when it was saved; online or offline', () => {
    expect(keptAt(reply({ 'x-garlic-saved-at': '2026-11-25T01:02:03.000Z' }), true)).toBe('2026-11-25T01:02:03.000Z');
  });
  it('offline, a reply of the browser HTTP cache dates from its Date header; online it is current', () => {
    expect(keptAt(reply({ date: 'Wed, 25 Nov 2026 09:18:34 GMT' }), false)).toBe('2026-11-25T09:18:34.000Z');
    expect(keptAt(reply({ date: 'Wed, 25 Nov 2026 09:18:34 GMT' }), true)).toBeNull();
    expect(keptAt(reply({}), false)).toBeNull();
  });
});

describe('the comparison lines', () => {
  const jinxiang = { regionId: '370828', goodsId: '1', specsId: '' };
  it('adds a line, at most four, never twice, never without market and variety', () => {
    const two = addLine([jinxiang], { ...jinxiang, regionId: '320382' });
    expect(two.problem).toBeUndefined();
    expect(two.lines).toHaveLength(2);
    expect(addLine(two.lines, jinxiang).problem).toBe('same');
    expect(addLine(two.lines, { ...jinxiang, goodsId: '' }).problem).toBe('incomplete');
    const four = [1, 2, 3, 4].map((i) => ({ ...jinxiang, specsId: String(i) }));
    expect(addLine(four, jinxiang).problem).toBe('full');
  });

  it('merges the lines on every day any has, null where one has none', () => {
    const merged = mergeDays([
      [
        { priceDate: '2026-11-24', avgPrice: 2.9 },
        { priceDate: '2026-11-25', avgPrice: 2.96 },
      ],
      [
        { priceDate: '2026-11-23', avgPrice: 6 },
        { priceDate: '2026-11-25', avgPrice: 6.05 },
      ],
    ]);
    expect(merged.dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(merged.values).toEqual([
      [null, 2.9, 2.96],
      [6, null, 6.05],
    ]);
  });
});
