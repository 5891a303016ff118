import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { addDays, chinaToday } from '../../src/shared/china-time.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { insertPriceRows } from './helpers/price-rows.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
const today = chinaToday();
const JINXIANG = '370828';
const PIZHOU = '320382';

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  other = await registerUser(app);
  await insertPriceRows(app, [
    [addDays(today, -2), JINXIANG, '1', '3', 2.5, 2.6, 2.4],
    [addDays(today, -1), JINXIANG, '1', '3', 2.6, 2.7, 2.5],
    [addDays(today, -1), PIZHOU, '1', '4', 3.1, 3.2, 3.0],
  ]);
});
afterAll(() => app.close());

describe('the watchlist', () => {
  it('stars series, answering them first starred first with the latest price and its change', async () => {
    await post(app, '/v1/watchlist/add', { regionId: PIZHOU, goodsId: '1', specsId: '4' }, owner.accessToken);
    const reply = await post(app, '/v1/watchlist/add', { regionId: JINXIANG, goodsId: '1', specsId: '3' }, owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      expect.objectContaining({
        regionId: PIZHOU,
        goodsId: '1',
        specsId: '4',
        regionName: '邳州',
        goodsName: '杂交蒜',
        priceDate: addDays(today, -1),
        avgPrice: 3.1,
      }),
      expect.objectContaining({
        regionId: JINXIANG,
        specsId: '3',
        regionName: '金乡',
        priceDate: addDays(today, -1),
        avgPrice: 2.6,
        previousAvgPrice: 2.5,
        change: 0.1,
        changeRate: 4,
      }),
    ]);
    expect(reply.body.data[0].change).toBeUndefined();
  });

  it('stars a series once however often it is starred, and keeps each user’s list their own', async () => {
    const again = await post(app, '/v1/watchlist/add', { regionId: PIZHOU, goodsId: '1', specsId: '4' }, owner.accessToken);
    expect(again.body.data).toHaveLength(2);
    expect((await get(app, '/v1/watchlist/list', {}, other.accessToken)).body.data).toEqual([]);
    // Another user's remove of the same series leaves this user's star.
    await post(app, '/v1/watchlist/remove', { regionId: PIZHOU, goodsId: '1', specsId: '4' }, other.accessToken);
    expect((await get(app, '/v1/watchlist/list', {}, owner.accessToken)).body.data).toHaveLength(2);
  });

  it('unstars a series', async () => {
    const reply = await post(app, '/v1/watchlist/remove', { regionId: PIZHOU, goodsId: '1', specsId: '4' }, owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((s: { regionId: string }) => s.regionId)).toEqual([JINXIANG]);
    expect((await post(app, '/v1/watchlist/remove', { regionId: PIZHOU, goodsId: '1', specsId: '4' }, owner.accessToken)).body.data).toHaveLength(1);
  });

  it('refuses unknown series and missing fields', async () => {
    expect((await post(app, '/v1/watchlist/add', { regionId: '999999', goodsId: '1', specsId: '4' }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/watchlist/add', { regionId: PIZHOU, goodsId: '1', specsId: '99' }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/watchlist/add', { regionId: PIZHOU, goodsId: '1' }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/watchlist/remove', { regionId: PIZHOU }, owner.accessToken)).status).toBe(400);
  });

  it('answers 401 signed out', async () => {
    expect((await get(app, '/v1/watchlist/list')).status).toBe(401);
    expect((await post(app, '/v1/watchlist/add', { regionId: PIZHOU, goodsId: '1', specsId: '4' })).status).toBe(401);
    expect((await post(app, '/v1/watchlist/remove', { regionId: PIZHOU, goodsId: '1', specsId: '4' })).status).toBe(401);
  });
});
