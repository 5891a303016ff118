import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../src/shared/china-time.ts';
import { call, registerUser, sharedServices, startInstance, type Instance } from './helpers/instances.ts';

// Both instances look for other processes' price writes on their 5 s sweep and evaluate every alert
// (decision 0104); the evaluation's update is conditional on the zone it read, so one of them fires.
let shared: Awaited<ReturnType<typeof sharedServices>>;
let a: Instance;
let b: Instance;
let db: pg.Client;

beforeAll(async () => {
  shared = await sharedServices();
  [a, b] = await Promise.all([startInstance(shared.env), startInstance(shared.env)]);
  db = new pg.Client({ connectionString: shared.env.DATABASE_URL });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await Promise.all([a?.stop(), b?.stop()]);
  await shared?.cleanUp();
});

const JINXIANG = '370828';
const SWEEPS_OF_BOTH = 12_000;

const alertNotices = async (frontUserId: string) =>
  (await db.query<{ noticeId: string }>(`select "noticeId" from notice where "frontUserId" = $1 and entity = 'priceAlert'`, [frontUserId])).rows;

describe('price alerts on two instances', () => {
  it('a price that crosses an alert’s line makes one notice, though both instances evaluate it', async () => {
    // Another process (the import command, say) writes quotations: yesterday's below the line, then today's past it.
    const quote = (day: string, avg: number) =>
      db.query(
        `insert into price ("priceId", "priceDate", "priceYear", "priceMonth", "priceDay", "batchNum", "regionId", "goodsId", "specsId", "avgPrice", "maxPrice", "minPrice", source)
         values ($1, $2, $3, $4, $5, $6, $7, '1', '1', $8, $8, $8, 'import')
         on conflict ("priceId") do update set "avgPrice" = $8, "maxPrice" = $8, "minPrice" = $8`,
        [`${day}|${JINXIANG}|1|1`, day, Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)), day.replaceAll('-', ''), JINXIANG, avg],
      );
    const today = chinaToday();
    await quote(addDays(today, -1), 40);

    const user = await registerUser(a.url);
    const frontUserId = (await call(b.url, 'GET', '/api/v1/front_user/info', undefined, user.accessToken)).body.data.frontUserId as string;
    const added = await call(a.url, 'POST', '/api/v1/price-alert/add', { regionId: JINXIANG, goodsId: '1', specsId: '1', above: 50 }, user.accessToken);
    expect(added.status).toBe(200);
    const alertId = added.body.data.priceAlertId as string;
    const zone = async () =>
      (await db.query<{ lastZone: string | null }>(`select "lastZone" from price_alert where "priceAlertId" = $1`, [alertId])).rows[0]?.lastZone ?? null;
    await expect.poll(zone, { timeout: 30_000 }).not.toBeNull();
    expect(await zone()).not.toBe('above');

    await quote(today, 60);
    await expect.poll(async () => (await alertNotices(frontUserId)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await zone()).toBe('above');

    // Both instances sweep again (every 5 s) while the price stays past the line: still one notice.
    await new Promise((resolve) => setTimeout(resolve, SWEEPS_OF_BOTH));
    expect(await alertNotices(frontUserId)).toHaveLength(1);
    const unread = await call(b.url, 'GET', '/api/v1/notice/myFindByPage?isRead=false&pageSize=10', undefined, user.accessToken);
    expect(unread.status).toBe(200);
    expect(unread.body.totalCount).toBe(1);
  });
});
