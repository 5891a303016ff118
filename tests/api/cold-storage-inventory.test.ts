import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { count, registerAgent, storeBody } from './helpers/cold-storage.ts';

let app: App;
let agent: Awaited<ReturnType<typeof registerAgent>>;
let otherAgent: Awaited<ReturnType<typeof registerAgent>>;
let plainUser: Awaited<ReturnType<typeof registerUser>>;
let jinxiang: string; // 9,600 + 1,000 t, 24 + 4 rooms, keeps garlic (1) and peeled cloves (2)
let pizhou: string; // 6,000 + 500 t, 15 + 2 rooms, keeps garlic (1)

const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const monthBefore = (m: string) => {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
};
const save = (body: object, token = agent.accessToken) => post(app, '/v1/cold-storage-inventory/save', body, token);
const line = (coldStorageCategoryId: string, hole: number, capacity: number) => ({ coldStorageCategoryId, hole, capacity });

beforeAll(async () => {
  app = await startTestApp();
  agent = await registerAgent(app);
  otherAgent = await registerAgent(app);
  plainUser = await registerUser(app);
  jinxiang = (await post(app, '/v1/cold-storage-auth/add', storeBody(), agent.accessToken)).body.data.coldStorageAuthId;
  pizhou = (
    await post(
      app,
      '/v1/cold-storage-auth/add',
      storeBody({
        name: '邳州市宿羊山镇金丰冷藏',
        countyCode: '320382',
        county: '邳州市',
        goodsCategoryIdList: ['1'],
        fixedCapacity: 6000,
        fixedHole: 15,
        activityCapacity: 500,
        activityHole: 2,
      }),
      agent.accessToken,
    )
  ).body.data.coldStorageAuthId;
});
afterAll(() => app.close());

describe('who may use the agent calls', () => {
  it('answers 401 signed out, 403 without the agent role, 403 for another agent’s store', async () => {
    expect((await get(app, '/v1/cold-storage-inventory/my/list')).status).toBe(401);
    for (const [path, query] of [
      ['/v1/cold-storage-inventory/my/list', {}],
      ['/v1/cold-storage-inventory/my/detail', { coldStorageAuthId: jinxiang }],
      ['/v1/cold-storage-inventory/my/region_digestion', { storeMonth: thisMonth }],
    ] as const) {
      const reply = await get(app, path, query, plainUser.accessToken);
      expect(reply.status).toBe(403);
      expect(reply.body.msg).toBe('This needs the agent role');
    }
    expect((await save({ coldStorageId: jinxiang, thatMonthCategoryList: [line('1', 1, 100)] }, plainUser.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/cold-storage-inventory/my/detail', { coldStorageAuthId: jinxiang }, otherAgent.accessToken)).status).toBe(403);
    expect((await save({ coldStorageId: jinxiang, thatMonthCategoryList: [line('1', 1, 100)] }, otherAgent.accessToken)).status).toBe(403);
    expect(await count(app, 'cold_storage_inventory')).toBe(0);
  });
});

describe('/v1/cold-storage-inventory/save and my/detail', () => {
  it('records this month by goods, with last month beside it and the store’s limits', async () => {
    await save({ coldStorageId: jinxiang, storeMonth: monthBefore(thisMonth), thatMonthCategoryList: [line('1', 24, 9600), line('2', 4, 1000)] });
    const reply = await save({ coldStorageId: jinxiang, thatMonthCategoryList: [line('1', 20, 8000.5), line('2', 3, 900)] });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      coldStorageId: jinxiang,
      coldStorageAuthId: jinxiang,
      storeMonth: thisMonth,
      lastMonth: monthBefore(thisMonth),
      threshold: 10600,
      holeThreshold: 28,
      totalCapacity: 8900.5,
      totalHole: 23,
      recorded: true,
      goodsCategoryList: [
        { coldStorageCategoryId: '1', name: '大蒜' },
        { coldStorageCategoryId: '2', name: '蒜米' },
      ],
      thatMonthCategoryList: [
        { coldStorageCategoryId: '1', name: '大蒜', hole: 20, capacity: 8000.5 },
        { coldStorageCategoryId: '2', name: '蒜米', hole: 3, capacity: 900 },
      ],
      lastMonthCategoryList: [
        { coldStorageCategoryId: '1', name: '大蒜', hole: 24, capacity: 9600 },
        { coldStorageCategoryId: '2', name: '蒜米', hole: 4, capacity: 1000 },
      ],
      history: [
        { storeMonth: monthBefore(thisMonth), hole: 28, capacity: 10600 },
        { storeMonth: thisMonth, hole: 23, capacity: 8900.5 },
      ],
    });
    const detail = await get(app, '/v1/cold-storage-inventory/my/detail', { coldStorageAuthId: jinxiang }, agent.accessToken);
    expect(detail.body.data.totalCapacity).toBe(8900.5);
  });

  it('replaces a month saved twice', async () => {
    const reply = await save({ coldStorageId: jinxiang, thatMonthCategoryList: [line('1', 18, 7000)] });
    expect(reply.body.data.thatMonthCategoryList).toEqual([{ coldStorageCategoryId: '1', name: '大蒜', hole: 18, capacity: 7000 }]);
    expect(reply.body.data.totalCapacity).toBe(7000);
    const rows = await app.services.db.selectFrom('cold_storage_inventory').selectAll().where('storeMonth', '=', thisMonth).execute();
    expect(rows.map((r) => [r.coldStorageCategoryId, r.capacity, r.recorderId])).toEqual([['1', 7000, agent.user.frontUserId]]);
  });

  it('keeps the month as it was when the replacing write fails half-way (one transaction)', async () => {
    const { db } = app.services;
    if (app.services.dialect === 'sqlite') {
      await sql`create trigger refuse_odd_stock before insert on cold_storage_inventory when new.capacity = 1234.5 begin select raise(abort, 'refused'); end`.execute(
        db,
      );
    } else {
      await sql`create function refuse_odd_stock() returns trigger language plpgsql as $$ begin if new.capacity = 1234.5 then raise exception 'refused'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_odd_stock before insert on cold_storage_inventory for each row execute function refuse_odd_stock()`.execute(db);
    }
    const reply = await save({ coldStorageId: jinxiang, thatMonthCategoryList: [line('2', 2, 500), line('1', 10, 1234.5)] });
    expect(reply.status).toBe(500);
    const rows = await db.selectFrom('cold_storage_inventory').select(['coldStorageCategoryId', 'capacity']).where('storeMonth', '=', thisMonth).execute();
    expect(rows).toEqual([{ coldStorageCategoryId: '1', capacity: 7000 }]);
    await sql`drop trigger refuse_odd_stock${app.services.dialect === 'postgres' ? sql` on cold_storage_inventory` : sql``}`.execute(db);
  });

  it.each([
    [{ thatMonthCategoryList: [] }, 'thatMonthCategoryList must NOT have fewer than 1 items'],
    [{ thatMonthCategoryList: [line('3', 1, 10)] }, 'thatMonthCategoryList.0.coldStorageCategoryId 3 is not among the goods this store keeps'],
    [{ thatMonthCategoryList: [line('1', 1, 10), line('1', 2, 20)] }, 'thatMonthCategoryList.1.coldStorageCategoryId 1 is listed twice'],
    [
      { thatMonthCategoryList: [line('1', 20, 10000), line('2', 4, 600.1)] },
      "thatMonthCategoryList holds 10600.1 t, more than the store's capacity of 10600 t",
    ],
    [{ thatMonthCategoryList: [line('1', 29, 100)] }, "thatMonthCategoryList fills 29 rooms, more than the store's 28"],
    [{ thatMonthCategoryList: [line('1', -1, 100)] }, 'thatMonthCategoryList.0.hole must be >= 0'],
    [{ thatMonthCategoryList: [{ coldStorageCategoryId: '1', hole: 2 }] }, 'thatMonthCategoryList.0.capacity is required'],
    [{ storeMonth: '2026-13' }, 'storeMonth must match pattern'],
    [{ storeMonth: '2999-01' }, 'storeMonth 2999-01 is still to come'],
    [{ coldStorageId: undefined }, 'coldStorageId is required'],
  ])('refuses %j naming the field and changes nothing', async (change, message) => {
    const before = await count(app, 'cold_storage_inventory');
    const reply = await save({ coldStorageId: jinxiang, thatMonthCategoryList: [line('1', 1, 10)], ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await count(app, 'cold_storage_inventory')).toBe(before);
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await save({ coldStorageId: '42', thatMonthCategoryList: [line('1', 1, 10)] })).status).toBe(404);
  });
});

describe('/v1/cold-storage-inventory/my/list', () => {
  it('gives each of the agent’s stores with its latest month', async () => {
    const reply = await get(app, '/v1/cold-storage-inventory/my/list', {}, agent.accessToken);
    expect(reply.body.data).toEqual([
      {
        coldStorageAuthId: pizhou,
        name: '邳州市宿羊山镇金丰冷藏',
        county: '邳州市',
        countyCode: '320382',
        capacity: 6500,
        hole: 17,
        currentMonth: thisMonth,
        recordedThisMonth: false,
        latestMonth: null,
        latestCapacity: 0,
        latestHole: 0,
      },
      {
        coldStorageAuthId: jinxiang,
        name: '金乡县鸿运冷藏有限公司',
        county: '金乡县',
        countyCode: '370828',
        capacity: 10600,
        hole: 28,
        currentMonth: thisMonth,
        recordedThisMonth: true,
        latestMonth: thisMonth,
        latestCapacity: 7000,
        latestHole: 18,
      },
    ]);
    expect((await get(app, '/v1/cold-storage-inventory/my/list', {}, otherAgent.accessToken)).body.data).toEqual([]);
  });
});

describe('/v1/cold-storage-inventory/my/region_digestion', () => {
  // Season 2025/26: 金乡 Aug 9,000 + 800; Sep 9,500 + 1,000; Oct 9,000 + 700. 邳州 Sep 6,000; Oct 5,200.
  beforeAll(async () => {
    await save({ coldStorageId: jinxiang, storeMonth: '2025-08', thatMonthCategoryList: [line('1', 23, 9000), line('2', 2, 800)] });
    await save({ coldStorageId: jinxiang, storeMonth: '2025-09', thatMonthCategoryList: [line('1', 24, 9500), line('2', 3, 1000)] });
    await save({ coldStorageId: jinxiang, storeMonth: '2025-10', thatMonthCategoryList: [line('1', 23, 9000), line('2', 2, 700)] });
    await save({ coldStorageId: pizhou, storeMonth: '2025-09', thatMonthCategoryList: [line('1', 15, 6000)] });
    await save({ coldStorageId: pizhou, storeMonth: '2025-10', thatMonthCategoryList: [line('1', 13, 5200)] });
  });

  it('draws the month against the one before, by county, goods and store, with the season’s peak', async () => {
    const reply = await get(app, '/v1/cold-storage-inventory/my/region_digestion', { storeMonth: '2025-10' }, agent.accessToken);
    expect(reply.body.data).toEqual({
      storeMonth: '2025-10',
      lastMonth: '2025-09',
      stores: 2,
      recordedStores: 2,
      storeCapacity: 17100,
      capacity: 14900,
      lastCapacity: 16500,
      digestion: 1600,
      seasonPeak: 16500,
      seasonPeakMonth: '2025-09',
      digestionRate: 9.7,
      fillRate: 87.1,
      byCounty: [
        { key: '370828', name: '金乡县', capacity: 9700, lastCapacity: 10500, digestion: 800 },
        { key: '320382', name: '邳州市', capacity: 5200, lastCapacity: 6000, digestion: 800 },
      ],
      byCategory: [
        { key: '1', name: '大蒜', capacity: 14200, lastCapacity: 15500, digestion: 1300 },
        { key: '2', name: '蒜米', capacity: 700, lastCapacity: 1000, digestion: 300 },
      ],
      byStore: [
        { key: jinxiang, name: '金乡县鸿运冷藏有限公司', capacity: 9700, lastCapacity: 10500, digestion: 800 },
        { key: pizhou, name: '邳州市宿羊山镇金丰冷藏', capacity: 5200, lastCapacity: 6000, digestion: 800 },
      ],
    });
  });

  it('shows intake as negative digestion and has no rates for an unrecorded month', async () => {
    const august = (await get(app, '/v1/cold-storage-inventory/my/region_digestion', { storeMonth: '2025-08' }, agent.accessToken)).body.data;
    expect(august).toMatchObject({ capacity: 9800, lastCapacity: 0, digestion: -9800, seasonPeak: 9800, digestionRate: 0 });
    const empty = (await get(app, '/v1/cold-storage-inventory/my/region_digestion', { storeMonth: '2025-03' }, agent.accessToken)).body.data;
    expect(empty).toMatchObject({ recordedStores: 0, capacity: 0, digestionRate: null, fillRate: null, byStore: [] });
    const bad = await get(app, '/v1/cold-storage-inventory/my/region_digestion', { storeMonth: '2025/10' }, agent.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('storeMonth must match pattern');
  });
});
