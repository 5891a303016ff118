import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { brokerBody } from './helpers/brokers.ts';

let app: App;
let a: Awaited<ReturnType<typeof registerUser>>;
let b: Awaited<ReturnType<typeof registerUser>>;
const ids: Record<string, string> = {};

const places = {
  jinxiang: { regionId: '370828', provinceCode: '37', cityCode: '3708', countyCode: '370828' },
  pizhou: { regionId: '320382', provinceCode: '32', cityCode: '3203', countyCode: '320382' },
  qixian: { regionId: '410221', provinceCode: '41', cityCode: '4102', countyCode: '410221' },
  heqing: { regionId: '532932', provinceCode: '53', cityCode: '5329', countyCode: '532932' },
};

// Five profiles, added in this order; the operator then certifies 邳州 and 金乡老李. By hand, the
// directory's order (certified first, then the latest updated) is 金乡老李, 邳州, 鹤庆, 杞县, 金乡老张.
const FIXTURE = [
  ['jx-zhang', 'a', { brokerName: '金乡蒜行老张', goodsIds: ['1', '6'], ...places.jinxiang }],
  ['pz', 'a', { brokerName: '邳州出口蒜代办', goodsIds: ['2', '3'], ...places.pizhou }],
  ['qx', 'b', { brokerName: '杞县苏木看货', goodsIds: ['1', '3'], ...places.qixian }],
  ['jx-li', 'b', { brokerName: '金乡冷库老李', goodsIds: ['3'], ...places.jinxiang }],
  ['hq', 'b', { brokerName: '鹤庆独头蒜代购', goodsIds: ['7'], ...places.heqing }],
] as const;

beforeAll(async () => {
  app = await startTestApp();
  a = await registerUser(app);
  b = await registerUser(app);
  for (const [key, who, body] of FIXTURE) {
    const reply = await post(app, '/v1/broker/add', brokerBody(body), (who === 'a' ? a : b).accessToken);
    ids[key] = reply.body.data.brokerId;
  }
  await app.services.db.updateTable('broker').set({ isAssociationAuth: 1 }).where('brokerId', 'in', [ids.pz!, ids['jx-li']!]).execute();
});
afterAll(() => app.close());

const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
async function listed(path: string, query: Record<string, unknown> = {}, token?: string) {
  const reply = await get(app, path, query, token);
  expect(reply.status, reply.body.msg).toBe(200);
  return { keys: (reply.body.data as { brokerId: string }[]).map((r) => keyOf(r.brokerId)), total: reply.body.totalCount };
}

describe('/v1/broker/findByPage (the public directory)', () => {
  it('lists every profile, certified first, then the latest updated', async () => {
    expect(await listed('/v1/broker/findByPage')).toEqual({ keys: ['jx-li', 'pz', 'hq', 'qx', 'jx-zhang'], total: 5 });
  });

  it.each([
    [{ regionId: '370828' }, ['jx-li', 'jx-zhang']],
    [{ goodsIds: '3' }, ['jx-li', 'pz', 'qx']],
    [{ goodsIds: '1' }, ['qx', 'jx-zhang']],
    [{ goodsIds: '8' }, []],
    [{ isAssociationAuth: true }, ['jx-li', 'pz']],
    [{ isAssociationAuth: false }, ['hq', 'qx', 'jx-zhang']],
    [{ regionId: '370828', isAssociationAuth: false }, ['jx-zhang']],
    [{ provinceCode: '41' }, ['qx']],
    [{ countyCode: '532932', goodsIds: '7' }, ['hq']],
  ])('filters by %j', async (query, keys) => {
    expect(await listed('/v1/broker/findByPage', query)).toEqual({ keys, total: keys.length });
  });

  it('pages, with the total of all pages', async () => {
    expect(await listed('/v1/broker/findByPage', { page: 2, pageSize: 2 })).toEqual({ keys: ['hq', 'qx'], total: 5 });
    expect(await listed('/v1/broker/findByPage', { page: 4, pageSize: 2 })).toEqual({ keys: [], total: 5 });
  });

  it('moves an edited profile up among the uncertified', async () => {
    await post(app, '/v1/broker/update', { brokerId: ids['jx-zhang'], workingYears: 13 }, a.accessToken);
    expect((await listed('/v1/broker/findByPage', { isAssociationAuth: false })).keys).toEqual(['jx-zhang', 'hq', 'qx']);
  });

  it.each([
    [{ regionId: '110101' }, 'regionId must be one of'],
    [{ goodsIds: '99' }, 'goodsIds must be one of 1, 2, 3'],
    [{ isAssociationAuth: 'maybe' }, 'isAssociationAuth must be boolean'],
    [{ pageSize: 101 }, 'pageSize must be <= 100'],
  ])('refuses %j naming the field', async (query, message) => {
    const reply = await get(app, '/v1/broker/findByPage', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('/v1/broker/myFindByPage', () => {
  it("lists only the caller's profiles, the newest first", async () => {
    expect(await listed('/v1/broker/myFindByPage', {}, a.accessToken)).toEqual({ keys: ['pz', 'jx-zhang'], total: 2 });
    expect(await listed('/v1/broker/myFindByPage', { pageSize: 2 }, b.accessToken)).toEqual({ keys: ['hq', 'jx-li'], total: 3 });
  });

  it('needs a signed-in user', async () => {
    const reply = await get(app, '/v1/broker/myFindByPage');
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});
