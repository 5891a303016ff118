import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';
import { addDays, chinaToday } from '../../src/shared/china-time.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { insertPriceRows } from './helpers/price-rows.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
let app: App;
let owner: User;
let other: User;
let operator: User;
const JINXIANG = '370828';
const today = chinaToday();

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app, { nickname: '看价的人' });
  other = await registerUser(app);
  operator = await registerUser(app, { nickname: '行情录入员' });
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

const csvOf = (rows: [string, string, string, string, number][]) =>
  ['priceDate,priceYear,priceMonth,priceDay,batchNum,regionId,goodsId,specsId,avgPrice,maxPrice,minPrice']
    .concat(
      rows.map(([d, r, g, s, avg]) =>
        [
          d,
          d.slice(0, 4),
          Number(d.slice(5, 7)),
          Number(d.slice(8, 10)),
          d.replaceAll('-', ''),
          r,
          g,
          s,
          avg.toFixed(2),
          (avg + 0.1).toFixed(2),
          (avg - 0.1).toFixed(2),
        ].join(','),
      ),
    )
    .join('\n');

/** Imports one day's average of a series, as `npm run import -- prices` does, and waits for the alerts. */
async function importPrice(date: string, goodsId: string, specsId: string, avg: number) {
  const result = await importCsv(app.services.db, 'price', csvOf([[date, JINXIANG, goodsId, specsId, avg]]));
  expect(result.ok).toBe(true);
  await app.alerts.settled();
}

const alertNotices = async (user: User) => {
  const reply = await get(app, '/v1/notice/myFindByPage', { pageSize: 50 }, user.accessToken);
  expect(reply.status).toBe(200);
  return (reply.body.data as Record<string, unknown>[]).filter((n) => n.decision === 'alert');
};
const unread = async (user: User) => (await get(app, '/v1/notice/myFindByPage', { isRead: false, pageSize: 1 }, user.accessToken)).body.totalCount;

describe('price alert calls', () => {
  let alertId: string;

  it('adds an alert for the signed-in user, with its lines in 元/斤', async () => {
    const reply = await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '2', specsId: '5', above: 6.5, below: 4 }, owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ regionId: JINXIANG, goodsId: '2', specsId: '5', above: 6.5, below: 4, frontUserId: owner.user.frontUserId });
    alertId = reply.body.data.priceAlertId;
    const moved = await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '2', changePercent: 5 }, owner.accessToken);
    expect(moved.status).toBe(200);
    expect(moved.body.data.specsId ?? null).toBeNull();
  });

  it('refuses an alert without a line, with a bad figure or an unknown market, and signed out', async () => {
    const none = await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '2' }, owner.accessToken);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('one of above, below, changePercent is required');
    expect((await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '2', above: 0 }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '2', above: 5.555 }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/price-alert/add', { regionId: '999999', goodsId: '2', above: 5 }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/price-alert/add', { goodsId: '2', above: 5 }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '2', above: 5 })).status).toBe(401);
  });

  it('lists only the caller’s alerts, newest first', async () => {
    const mine = await get(app, '/v1/price-alert/myFindByPage', {}, owner.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.totalCount).toBe(2);
    expect(mine.body.data.map((a: { changePercent?: number }) => a.changePercent ?? null)).toEqual([5, null]);
    const theirs = await get(app, '/v1/price-alert/myFindByPage', {}, other.accessToken);
    expect(theirs.body.totalCount).toBe(0);
    expect((await get(app, '/v1/price-alert/myFindByPage', { pageSize: 'x' }, owner.accessToken)).status).toBe(400);
    expect((await get(app, '/v1/price-alert/myFindByPage')).status).toBe(401);
  });

  it('reads one alert to its owner only', async () => {
    expect((await get(app, '/v1/price-alert/getById', { priceAlertId: alertId }, owner.accessToken)).body.data).toMatchObject({
      priceAlertId: alertId,
      above: 6.5,
    });
    expect((await get(app, '/v1/price-alert/getById', { priceAlertId: alertId }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/price-alert/getById', { priceAlertId: '123' }, owner.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/price-alert/getById', {}, owner.accessToken)).status).toBe(400);
    expect((await get(app, '/v1/price-alert/getById', { priceAlertId: alertId })).status).toBe(401);
  });

  it('changes an alert for its owner only', async () => {
    const changed = await post(app, '/v1/price-alert/update', { priceAlertId: alertId, above: 7 }, owner.accessToken);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ above: 7, below: 4 });
    expect((await post(app, '/v1/price-alert/update', { priceAlertId: alertId, above: 1 }, other.accessToken)).status).toBe(403);
    expect((await post(app, '/v1/price-alert/update', { priceAlertId: '123', above: 1 }, owner.accessToken)).status).toBe(404);
    expect((await post(app, '/v1/price-alert/update', { priceAlertId: alertId, below: -1 }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/price-alert/update', { priceAlertId: alertId, above: 1 })).status).toBe(401);
    expect((await get(app, '/v1/price-alert/getById', { priceAlertId: alertId }, owner.accessToken)).body.data.above).toBe(7);
  });

  it('deletes an alert for its owner only', async () => {
    expect((await post(app, '/v1/price-alert/delete', { priceAlertId: alertId }, other.accessToken)).status).toBe(403);
    expect((await post(app, '/v1/price-alert/delete', { priceAlertId: alertId })).status).toBe(401);
    expect((await post(app, '/v1/price-alert/delete', {}, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/price-alert/delete', { priceAlertId: alertId }, owner.accessToken)).status).toBe(200);
    expect((await post(app, '/v1/price-alert/delete', { priceAlertId: alertId }, owner.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/price-alert/myFindByPage', {}, owner.accessToken)).body.totalCount).toBe(1);
  });
});

describe('an alert fires when figures arrive, once per crossing', () => {
  it('fires after an import crosses its line, not again while the price stays past it, and again after it came back', async () => {
    await importPrice(addDays(today, -20), '1', '1', 2.0);
    const added = await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '1', specsId: '1', above: 2.5 }, owner.accessToken);
    await app.alerts.settled();
    expect(await alertNotices(owner)).toHaveLength(0);
    const before = await unread(owner);

    await importPrice(addDays(today, -19), '1', '1', 2.6);
    let notices = await alertNotices(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      entity: 'priceAlert',
      entityId: added.body.data.priceAlertId,
      title: { en: 'Price alert', zh: '价格提醒' },
      isRead: false,
    });
    expect(notices[0]!.detail).toEqual({
      en: `Jinxiang Hybrid garlic Clove material: 2.60 yuan/jin on ${addDays(today, -19)}, at or above your 2.50`,
      zh: `金乡 杂交蒜 蒜米料：${addDays(today, -19)}均价2.60元/斤，已高于等于您设定的2.50元/斤`,
    });
    // Pushed at once (the development stand-in logs it): the user did not choose the digest.
    expect(notices[0]!.pushTime).toEqual(expect.any(String));
    expect(await unread(owner)).toBe(before + 1);
    const alert = (await get(app, '/v1/price-alert/getById', { priceAlertId: added.body.data.priceAlertId }, owner.accessToken)).body.data;
    expect(alert).toMatchObject({ lastZone: 'above', lastPrice: 2.6, lastPriceDate: addDays(today, -19) });

    await importPrice(addDays(today, -18), '1', '1', 2.8);
    await importPrice(addDays(today, -18), '1', '1', 2.7); // a corrected row: still past the line
    expect(await alertNotices(owner)).toHaveLength(1);
    await importPrice(addDays(today, -17), '1', '1', 2.3);
    expect(await alertNotices(owner)).toHaveLength(1);
    await importPrice(addDays(today, -16), '1', '1', 2.5);
    notices = await alertNotices(owner);
    expect(notices).toHaveLength(2);
    expect((notices[0]!.detail as { en: string }).en).toBe(
      `Jinxiang Hybrid garlic Clove material: 2.50 yuan/jin on ${addDays(today, -16)}, at or above your 2.50`,
    );
    // Nobody else hears of it.
    expect(await alertNotices(other)).toHaveLength(0);
  });

  it('fires after an operator enters a crossing price in the console', async () => {
    await insertPriceRows(app, [[addDays(today, -1), JINXIANG, '1', '3', 2.5, 2.6, 2.4]]);
    await post(app, '/v1/price-alert/add', { regionId: JINXIANG, goodsId: '1', specsId: '3', below: 2.2 }, other.accessToken);
    await app.alerts.settled();
    expect(await alertNotices(other)).toHaveLength(0);
    const entered = await post(
      app,
      '/admin/prices/enter',
      { date: today, rows: [{ regionId: JINXIANG, goodsId: '1', specsId: '3', avgPrice: 2.1, maxPrice: 2.2, minPrice: 2.0 }] },
      operator.accessToken,
    );
    expect(entered.status).toBe(200);
    await app.alerts.settled();
    const notices = await alertNotices(other);
    expect(notices).toHaveLength(1);
    expect((notices[0]!.detail as { en: string }).en).toBe(`Jinxiang Hybrid garlic Medium mixed grade: 2.10 yuan/jin on ${today}, at or below your 2.20`);
    // Entering the same day again (a correction still under the line) tells nothing new.
    await post(
      app,
      '/admin/prices/enter',
      { date: today, rows: [{ regionId: JINXIANG, goodsId: '1', specsId: '3', avgPrice: 2.0, maxPrice: 2.1, minPrice: 1.9 }] },
      operator.accessToken,
    );
    await app.alerts.settled();
    expect(await alertNotices(other)).toHaveLength(1);
  });

  it('fires after an operator uploads a CSV in the console', async () => {
    const fourth = await registerUser(app);
    await importCsv(app.services.db, 'price', csvOf([[addDays(today, -40), '410221', '1', '4', 3.0]]));
    await post(app, '/v1/price-alert/add', { regionId: '410221', goodsId: '1', specsId: '4', above: 3.5 }, fourth.accessToken);
    await app.alerts.settled();
    const boundary = '----garlicalerts';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nprices\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.csv"\r\nContent-Type: text/csv\r\n\r\n${csvOf([[addDays(today, -39), '410221', '1', '4', 3.6]])}\r\n--${boundary}--\r\n`,
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/admin/import/commit',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${operator.accessToken}` },
    });
    expect(uploaded.statusCode).toBe(200);
    await app.alerts.settled();
    const notices = await alertNotices(fourth);
    expect(notices).toHaveLength(1);
    expect((notices[0]!.detail as { en: string }).en).toBe(
      `Qixian Hybrid garlic Large mixed grade: 3.60 yuan/jin on ${addDays(today, -39)}, at or above your 3.50`,
    );
  });

  it('fires on a day’s move over all the specs of a variety when no spec is named', async () => {
    const third = await registerUser(app);
    await importCsv(
      app.services.db,
      'price',
      csvOf([
        [addDays(today, -30), '320382', '3', '6', 4.0],
        [addDays(today, -30), '320382', '3', '7', 5.0],
      ]),
    );
    await post(app, '/v1/price-alert/add', { regionId: '320382', goodsId: '3', changePercent: 10 }, third.accessToken);
    await app.alerts.settled();
    // The mean goes from 4.50 to 5.00: +11.1%.
    await importCsv(
      app.services.db,
      'price',
      csvOf([
        [addDays(today, -29), '320382', '3', '6', 4.5],
        [addDays(today, -29), '320382', '3', '7', 5.5],
      ]),
    );
    await app.alerts.settled();
    const notices = await alertNotices(third);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.detail).toEqual({
      en: `Pizhou Normal white garlic all specs: 5.00 yuan/jin on ${addDays(today, -29)}, moved +11.1% in a day (your line: 10%)`,
      zh: `邳州 普白蒜 全部规格：${addDays(today, -29)}均价5.00元/斤，单日涨跌+11.1%，达到您设定的10%`,
    });
  });
});

describe('notice settings and the daily digest', () => {
  it('reads and sets the digest, for the signed-in user only', async () => {
    expect((await get(app, '/v1/notice/setting', {}, owner.accessToken)).body.data).toEqual({ digest: false });
    expect((await post(app, '/v1/notice/updateSetting', { digest: true }, owner.accessToken)).body.data).toEqual({ digest: true });
    expect((await get(app, '/v1/notice/setting', {}, owner.accessToken)).body.data).toEqual({ digest: true });
    expect((await get(app, '/v1/notice/setting', {}, other.accessToken)).body.data).toEqual({ digest: false });
    expect((await post(app, '/v1/notice/updateSetting', { digest: 'often' }, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/notice/updateSetting', {}, owner.accessToken)).status).toBe(400);
    expect((await post(app, '/v1/notice/updateSetting', { digest: true })).status).toBe(401);
    expect((await get(app, '/v1/notice/setting')).status).toBe(401);
  });

  it('holds a digest user’s alerts and sends them in one message at the next digest time', async () => {
    await importPrice(addDays(today, -15), '1', '1', 2.0);
    await importPrice(addDays(today, -14), '1', '1', 2.9);
    const [held] = await alertNotices(owner);
    expect((held!.detail as { zh: string }).zh).toBe(`金乡 杂交蒜 蒜米料：${addDays(today, -14)}均价2.90元/斤，已高于等于您设定的2.50元/斤`);
    expect(held!.pushTime ?? null).toBeNull();
    // Not due before the next 08:00 in China.
    expect(await app.alerts.runDueDigests(new Date())).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await app.alerts.runDueDigests(tomorrow)).toBe(1);
    expect((await alertNotices(owner)).every((n) => typeof n.pushTime === 'string')).toBe(true);
    // Sent once.
    expect(await app.alerts.runDueDigests(tomorrow)).toBe(0);
  });
});

describe('notices', () => {
  it('marks an alert’s notice read for its owner only', async () => {
    const [notice] = await alertNotices(owner);
    expect((await post(app, '/v1/notice/read', { noticeId: notice!.noticeId }, other.accessToken)).status).toBe(404);
    expect((await post(app, '/v1/notice/read', { noticeId: notice!.noticeId })).status).toBe(401);
    const before = await unread(owner);
    const read = await post(app, '/v1/notice/read', { noticeId: notice!.noticeId }, owner.accessToken);
    expect(read.body.data).toEqual({ unread: before - 1 });
  });
});
