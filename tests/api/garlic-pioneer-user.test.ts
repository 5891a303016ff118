import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { applyBody, registerPioneer, type Member } from './helpers/pioneers.ts';

let app: App;
let applicant: Member;
let other: Member;
const count = async (table: 'garlic_pioneer_user' | 'garlic_pioneer_fee_model') =>
  Number(
    (
      await app.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  app = await startTestApp();
  applicant = await registerUser(app);
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/garlic-pioneer-user/add and info', () => {
  it('has no profile before applying', async () => {
    const reply = await get(app, '/v1/garlic-pioneer-user/info', {}, applicant.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toBeNull();
  });

  it.each([
    [{ phone: '12345' }, 'phone must be an 11-digit mobile number starting with 13–19'],
    [{ goodsIds: [] }, 'goodsIds must NOT have fewer than 1 items'],
    [{ goodsIds: ['1', '99'] }, 'goodsIds.1 must be one of'],
    [{ username: undefined }, 'username is required'],
    [{ remark: '太短' }, 'remark must NOT have fewer than 10 characters'],
    [{ fees: [{ goodsId: '4', monthly: 3000 }] }, 'fees.0.goodsId must be one of the varieties you cover'],
    [{ fees: [{ goodsId: '1' }] }, 'fees.0 needs at least one price'],
    [{ fees: [{ goodsId: '1', monthly: 50 }] }, 'fees.0.monthly must be >= 100'],
    [
      {
        fees: [
          { goodsId: '1', monthly: 3000 },
          { goodsId: '1', yearly: 30000 },
        ],
      },
      'fees.1.goodsId is given twice',
    ],
  ])('refuses %j with a message naming the field and writes nothing', async (change, message) => {
    const before = [await count('garlic_pioneer_user'), await count('garlic_pioneer_fee_model')];
    const reply = await post(app, '/v1/garlic-pioneer-user/add', applyBody(change), applicant.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect([await count('garlic_pioneer_user'), await count('garlic_pioneer_fee_model')]).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expect((await post(app, '/v1/garlic-pioneer-user/add', applyBody())).status).toBe(401);
    const info = await get(app, '/v1/garlic-pioneer-user/info');
    expect(info.status).toBe(401);
    expect(info.body.code).toBe('SEC_401');
  });

  it('makes a pending profile owned by the caller with its prices, refusing owner and status fields', async () => {
    const refused = await post(app, '/v1/garlic-pioneer-user/add', { ...applyBody(), frontUserId: other.user.frontUserId, status: '0' }, applicant.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('frontUserId is not a field of this call');
    const reply = await post(app, '/v1/garlic-pioneer-user/add', applyBody(), applicant.accessToken);
    expect(reply.status).toBe(200);
    const me = reply.body.data;
    expect(me.frontUserId).toBe(applicant.user.frontUserId);
    // Pending until an operator decides (decision 0038; tests/api/admin-queues.test.ts).
    expect(me.status).toBe('2');
    expect(me.username).toBe('张建国');
    expect(me.goodsNames).toEqual(['杂交蒜', '太空蒜']);
    expect(me.regionName).toBe('金乡');
    expect(me.fees).toEqual([{ goodsId: '1', monthly: 3000, quarterly: 8000, yearly: 28800 }]);
    expect(me.feeModels.map((f: { periodType: string; months: number; price: number }) => [f.periodType, f.months, f.price])).toEqual([
      ['1', 1, 3000],
      ['2', 3, 8000],
      ['3', 12, 28800],
    ]);
    expect([me.articleCount, me.subscriberCount]).toEqual([0, 0]);
    const info = await get(app, '/v1/garlic-pioneer-user/info', {}, applicant.accessToken);
    expect(info.body.data.id).toBe(me.id);
    expect(info.body.data.phone).toBe('13953711111');
    // The operator approves it; the tests below read it as an active pioneer.
    await app.services.db.updateTable('garlic_pioneer_user').set({ status: '1' }).where('id', '=', me.id).execute();
  });

  it('refuses a second application with 409', async () => {
    const reply = await post(app, '/v1/garlic-pioneer-user/add', applyBody(), applicant.accessToken);
    expect(reply.status).toBe(409);
    expect(await count('garlic_pioneer_user')).toBe(1);
  });
});

describe('/v1/garlic-pioneer-user/update', () => {
  it('changes the profile and the prices; a dropped price or variety is withdrawn', async () => {
    const reply = await post(
      app,
      '/v1/garlic-pioneer-user/update',
      {
        username: '张建国（金乡）',
        fees: [
          { goodsId: '1', monthly: 3500, yearly: 30000 },
          { goodsId: '6', quarterly: 6600 },
        ],
      },
      applicant.accessToken,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.username).toBe('张建国（金乡）');
    expect(reply.body.data.fees).toEqual([
      { goodsId: '1', monthly: 3500, yearly: 30000 },
      { goodsId: '6', quarterly: 6600 },
    ]);
    const dropped = await post(app, '/v1/garlic-pioneer-user/update', { goodsIds: ['1'] }, applicant.accessToken);
    expect(dropped.body.data.goodsIds).toEqual(['1']);
    expect(dropped.body.data.fees).toEqual([{ goodsId: '1', monthly: 3500, yearly: 30000 }]);
    const rows = await app.services.db
      .selectFrom('garlic_pioneer_fee_model')
      .select(['goodsId', 'periodType', 'status', 'price'])
      .orderBy('goodsId')
      .orderBy('periodType')
      .execute();
    expect(rows).toEqual([
      { goodsId: '1', periodType: '1', status: '1', price: 3500 },
      { goodsId: '1', periodType: '2', status: '0', price: 8000 },
      { goodsId: '1', periodType: '3', status: '1', price: 30000 },
      { goodsId: '6', periodType: '2', status: '0', price: 6600 },
    ]);
  });

  it('refuses bad input naming the field and changes nothing', async () => {
    const reply = await post(app, '/v1/garlic-pioneer-user/update', { phone: '1395371', username: '改不了' }, applicant.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('phone');
    expect((await get(app, '/v1/garlic-pioneer-user/info', {}, applicant.accessToken)).body.data.username).toBe('张建国（金乡）');
  });

  it('lets only the owner change a profile', async () => {
    const mine = (await get(app, '/v1/garlic-pioneer-user/info', {}, applicant.accessToken)).body.data.id;
    const denied = await post(app, '/v1/garlic-pioneer-user/update', { id: mine, username: '冒名' }, other.accessToken);
    expect(denied.status).toBe(403);
    expect((await post(app, '/v1/garlic-pioneer-user/update', { username: '冒名' }, other.accessToken)).status).toBe(404);
    expect((await post(app, '/v1/garlic-pioneer-user/update', { username: '冒名' })).status).toBe(401);
  });
});

describe('/v1/garlic-pioneer-user/findById and findByPage', () => {
  let suspended: Awaited<ReturnType<typeof registerPioneer>>;
  beforeAll(async () => {
    await registerPioneer(app, { username: '李振华', goodsIds: ['5'], regionId: '410221', role: '3', fees: [{ goodsId: '5', monthly: 2000 }] });
    suspended = await registerPioneer(app, { username: '王停用', goodsIds: ['1'] });
    await app.services.db.updateTable('garlic_pioneer_user').set({ status: '0' }).where('id', '=', suspended.pioneer.id).execute();
  });

  it('shows a public page without phone or account, with the prices of one variety when asked', async () => {
    const id = (await get(app, '/v1/garlic-pioneer-user/info', {}, applicant.accessToken)).body.data.id;
    const reply = await get(app, '/v1/garlic-pioneer-user/findById', { id });
    expect(reply.status).toBe(200);
    const page = reply.body.data;
    expect(page.phone).toBeUndefined();
    expect(page.frontUserId).toBeUndefined();
    expect(page.mine).toBe(false);
    expect(page.mySubscriptions).toEqual([]);
    expect(page.feeModels.map((f: { price: number }) => f.price)).toEqual([3500, 30000]);
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id, goodsId: '6' })).body.data.feeModels).toEqual([]);
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id }, applicant.accessToken)).body.data.mine).toBe(true);
  });

  it('answers 404 for an unknown or suspended pioneer (but the owner still sees theirs) and 400 without an id', async () => {
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id: '42' })).status).toBe(404);
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id: suspended.pioneer.id })).status).toBe(404);
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id: suspended.pioneer.id }, suspended.accessToken)).body.data.username).toBe('王停用');
    const missing = await get(app, '/v1/garlic-pioneer-user/findById');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('id is required');
  });

  it('pages the active pioneers and filters them', async () => {
    const all = await get(app, '/v1/garlic-pioneer-user/findByPage', { page: 1, pageSize: 1 });
    expect(all.body.totalCount).toBe(2);
    expect(all.body.data).toHaveLength(1);
    const second = await get(app, '/v1/garlic-pioneer-user/findByPage', { page: 2, pageSize: 1 });
    expect([all.body.data[0].username, second.body.data[0].username].sort()).toEqual(['张建国（金乡）', '李振华']);
    const purple = await get(app, '/v1/garlic-pioneer-user/findByPage', { goodsId: '5' });
    expect(purple.body.data.map((p: { username: string }) => p.username)).toEqual(['李振华']);
    expect((await get(app, '/v1/garlic-pioneer-user/findByPage', { role: '3', regionId: '410221' })).body.totalCount).toBe(1);
    expect((await get(app, '/v1/garlic-pioneer-user/findByPage', { goodsId: '42' })).status).toBe(400);
  });

  it('needs sign-in for the pioneers I subscribe to', async () => {
    const reply = await get(app, '/v1/garlic-pioneer-user/findByPage', { subscribed: '1' });
    expect(reply.status).toBe(401);
    expect((await get(app, '/v1/garlic-pioneer-user/findByPage', { subscribed: '1' }, other.accessToken)).body.data).toEqual([]);
  });
});
