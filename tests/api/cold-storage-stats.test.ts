import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';
import { insertStockFixture } from './helpers/stock-fixture.ts';

// The fixture (helpers/stock-fixture.ts): national stock at month ends, garlic (1) 2023-08 400,
// 2024-05 100, 06 150, 07 300, 08 450 (estimate), 09 420, 10 380; scapes (3) 2024-09 30, 2024-10 20;
// cloves (2) 2024-10 10. Jinxiang 2024-09 garlic 200; 2024-10 garlic 180 and scapes 15. Pizhou garlic
// 2024-09 50, 2024-10 60. Qixian 2024-10 garlic 30 (estimate). Capacity 2023 national 500; 2024
// national 600, Jinxiang 300, Pizhou 100. Expected figures are worked out by hand from these.
const JX = '370828';
const PZ = '320382';
const QX = '410221';

let app: App;
let empty: App;
beforeAll(async () => {
  [app, empty] = await Promise.all([startTestApp(), startTestApp()]);
  await insertStockFixture(app);
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

describe('GET /v1/cold-storage-inventory/getRegionCapacity', () => {
  it("sets each region's stock of every category against its capacity for the season", async () => {
    const reply = await get(app, '/v1/cold-storage-inventory/getRegionCapacity', { storeMonth: '2024-10' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    expect(reply.body.data).toEqual({
      storeMonth: '2024-10',
      seasonYear: 2024,
      // 380 garlic + 20 scapes + 10 cloves = 410 of 600
      national: { stockQuantity: 410, garlicQuantity: 380, capacity: 600, utilisation: 68.3 },
      regions: [
        { regionId: JX, stockQuantity: 195, garlicQuantity: 180, capacity: 300, utilisation: 65 },
        { regionId: PZ, stockQuantity: 60, garlicQuantity: 60, capacity: 100, utilisation: 60 },
        { regionId: QX, stockQuantity: 30, garlicQuantity: 30, capacity: null, utilisation: null },
      ],
      estimate: true,
    });
  });

  it('answers September without estimates, and a month without figures with nothing', async () => {
    const { data } = (await get(app, '/v1/cold-storage-inventory/getRegionCapacity', { storeMonth: '2024-09' })).body;
    expect(data.national).toEqual({ stockQuantity: 450, garlicQuantity: 420, capacity: 600, utilisation: 75 });
    expect(data.regions.map((r: { regionId: string; utilisation: number }) => [r.regionId, r.utilisation])).toEqual([
      [JX, 66.7],
      [PZ, 50],
    ]);
    expect(data.estimate).toBe(false);
    expect((await get(app, '/v1/cold-storage-inventory/getRegionCapacity', { storeMonth: '2023-01' })).body.data).toEqual({
      storeMonth: '2023-01',
      seasonYear: 2022,
      national: null,
      regions: [],
      estimate: false,
    });
  });

  it.each([
    [{}, 'storeMonth is required'],
    [{ storeMonth: '2024-1' }, 'storeMonth must be a month as YYYY-MM'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/cold-storage-inventory/getRegionCapacity', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/cold-storage-inventory/monthGoodsCategory', () => {
  it("gives a category's month-end stock and its share of all goods in store", async () => {
    expect((await get(app, '/v1/cold-storage-inventory/monthGoodsCategory', { goodsCategoryId: '3' })).body.data).toEqual([
      { storeMonth: '2023-08', stockQuantity: 0, share: 0, estimate: false },
      { storeMonth: '2024-05', stockQuantity: 0, share: 0, estimate: false },
      { storeMonth: '2024-06', stockQuantity: 0, share: 0, estimate: false },
      { storeMonth: '2024-07', stockQuantity: 0, share: 0, estimate: false },
      { storeMonth: '2024-08', stockQuantity: 0, share: 0, estimate: false },
      // 30 of 420 + 30; 20 of 380 + 20 + 10
      { storeMonth: '2024-09', stockQuantity: 30, share: 6.7, estimate: false },
      { storeMonth: '2024-10', stockQuantity: 20, share: 4.9, estimate: false },
    ]);
  });

  it("takes one region, and garlic's months carry their estimates", async () => {
    expect((await get(app, '/v1/cold-storage-inventory/monthGoodsCategory', { goodsCategoryId: '3', regionId: JX })).body.data).toEqual([
      { storeMonth: '2024-09', stockQuantity: 0, share: 0, estimate: false },
      { storeMonth: '2024-10', stockQuantity: 15, share: 7.7, estimate: false },
    ]);
    const garlic = (await get(app, '/v1/cold-storage-inventory/monthGoodsCategory', { goodsCategoryId: '1' })).body.data;
    expect(garlic.find((m: { storeMonth: string }) => m.storeMonth === '2024-08')).toEqual({
      storeMonth: '2024-08',
      stockQuantity: 450,
      share: 100,
      estimate: true,
    });
    expect((await get(empty, '/v1/cold-storage-inventory/monthGoodsCategory', { goodsCategoryId: '1' })).body.data).toEqual([]);
  });

  it.each([
    [{}, 'goodsCategoryId is required'],
    [{ goodsCategoryId: '9' }, 'goodsCategoryId must be one of'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/cold-storage-inventory/monthGoodsCategory', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/stock-capacity/year-list', () => {
  it("sets each season's capacity against its highest month-end stock", async () => {
    const reply = await get(app, '/v1/stock-capacity/year-list');
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    expect(reply.body.data).toEqual([
      { seasonYear: 2023, season: '2023/24', capacity: 500, peakQuantity: 400, garlicPeakQuantity: 400, utilisation: 80, estimate: false },
      // all goods: September 420 + 30 = 450 ties August's 450; garlic peaks in August (an estimate)
      { seasonYear: 2024, season: '2024/25', capacity: 600, peakQuantity: 450, garlicPeakQuantity: 450, utilisation: 75, estimate: true },
    ]);
  });

  it('takes one region, is empty without figures, and refuses an unknown region', async () => {
    expect((await get(app, '/v1/stock-capacity/year-list', { regionId: JX })).body.data).toEqual([
      { seasonYear: 2024, season: '2024/25', capacity: 300, peakQuantity: 200, garlicPeakQuantity: 200, utilisation: 66.7, estimate: false },
    ]);
    expect((await get(empty, '/v1/stock-capacity/year-list')).body.data).toEqual([]);
    const reply = await get(app, '/v1/stock-capacity/year-list', { regionId: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('regionId must be one of');
  });
});
