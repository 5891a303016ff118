import { describe, expect, it } from 'vitest';
import { PUBLISHED_SERIES } from '../../../src/server/admin/price-entry.ts';
import { PRICE_MARKETS } from '../../../src/server/handlers/prices-markets.ts';

describe('the entry grid’s published series', () => {
  it('keeps every series a market quotes: each market, variety and spec is a dictionary id', () => {
    const quoted = PRICE_MARKETS.flatMap((m) =>
      Object.entries(m.quotes).flatMap(([goodsId, specs]) => specs.map((specsId) => `${m.regionId}|${goodsId}|${specsId}`)),
    );
    expect(PUBLISHED_SERIES.map((s) => `${s.regionId}|${s.goodsId}|${s.specsId}`).sort()).toEqual(quoted.sort());
    expect(PUBLISHED_SERIES.length).toBeGreaterThan(30);
  });
});
