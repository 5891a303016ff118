import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { brokerBody } from './helpers/brokers.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

const countBrokers = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('broker')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** What an operator does to certify a broker: there is no call for it. */
const certify = (brokerId: string) => app.services.db.updateTable('broker').set({ isAssociationAuth: 1 }).where('brokerId', '=', brokerId).execute();
const addBroker = async (body: Record<string, unknown> = {}) =>
  (await post(app, '/v1/broker/add', brokerBody(body), owner.accessToken)).body.data.brokerId as string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/broker/add', () => {
  it('adds a profile owned by the caller, uncertified, with names from the dictionaries and the division table', async () => {
    const reply = await post(app, '/v1/broker/add', brokerBody({ provinceName: '北京市', cityName: '', countyName: '别处' }), owner.accessToken);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.brokerId).toMatch(/^\d{15,}$/);
    expect(data).toMatchObject({
      publishUserId: owner.user.frontUserId,
      isAssociationAuth: false,
      brokerName: '金乡蒜行老张',
      goodsIds: ['1', '6'],
      goodsNames: ['杂交蒜', '太空蒜'],
      regionName: '金乡',
      provinceName: '山东省',
      cityName: '济宁市',
      countyName: '金乡县',
      workingYears: 12,
      tradeFiles: [],
    });
    expect(data.headFiles).toEqual([{ fileName: 'zhang.jpg', filePath: '/files/2026-05/zhang.jpg' }]);
    expect(Date.parse(data.createTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.updateTime).toBe(data.createTime);
  });

  it('refuses the owner, the id and the certification sent by a client, naming the field', async () => {
    for (const extra of [{ publishUserId: other.user.frontUserId }, { isAssociationAuth: true }, { brokerId: '42' }]) {
      const refused = await post(app, '/v1/broker/add', brokerBody(extra), owner.accessToken);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(`${Object.keys(extra)[0]} is not a field of this call`);
    }
    const reply = await post(app, '/v1/broker/add', brokerBody(), owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.publishUserId).toBe(owner.user.frontUserId);
    expect(reply.body.data.isAssociationAuth).toBe(false);
    expect(reply.body.data.brokerId).not.toBe('42');
    const stored = await app.services.db
      .selectFrom('broker')
      .select('isAssociationAuth')
      .where('brokerId', '=', reply.body.data.brokerId)
      .executeTakeFirstOrThrow();
    expect(stored.isAssociationAuth).toBe(0);
  });

  it.each([
    [{ brokerPhone: '12345' }, 'brokerPhone must be an 11-digit mobile number starting with 13–19'],
    [{ brokerName: undefined }, 'brokerName is required'],
    [{ brokerName: '张' }, 'brokerName must NOT have fewer than 2 characters'],
    [{ goodsIds: [] }, 'goodsIds must NOT have fewer than 1 items'],
    [{ goodsIds: ['1', '99'] }, 'goodsIds.1 must be one of 1, 2, 3'],
    [{ goodsIds: ['1', '1'] }, 'goodsIds must NOT have duplicate items'],
    [{ regionId: '110101' }, 'regionId must be one of 370828'],
    [{ workingYears: 61 }, 'workingYears must be <= 60'],
    [{ workingYears: 2.5 }, 'workingYears must be integer'],
    [{ countyCode: '3708' }, 'countyCode must match pattern'],
    [{ countyCode: '370899' }, "countyCode 370899 is not a county of China's divisions"],
    [{ countyCode: '410221' }, 'countyCode 410221 does not lie in cityCode 3708'],
    [{ cityCode: '4102' }, 'cityCode 4102 does not lie in provinceCode 37'],
    [{ headFiles: [{ fileName: 'x.jpg', filePath: 'javascript:alert(1)' }] }, 'headFiles.0.filePath must match pattern'],
    [
      { certFiles: Array.from({ length: 7 }, (_, i) => ({ fileName: `${i}.jpg`, filePath: `/files/c/${i}.jpg` })) },
      'certFiles must NOT have more than 6 items',
    ],
  ])('refuses %j with a message naming the field and writes nothing', async (change, message) => {
    const before = await countBrokers();
    const reply = await post(app, '/v1/broker/add', brokerBody(change), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.msg).toContain(message);
    expect(await countBrokers()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const reply = await post(app, '/v1/broker/add', brokerBody());
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});

describe('/v1/broker/findById', () => {
  it('reads a profile anonymously, the phone included (a broker lists it to be called)', async () => {
    const id = await addBroker({ brokerName: '邳州蒜行小周', regionId: '320382', provinceCode: '32', cityCode: '3203', countyCode: '320382' });
    const reply = await get(app, '/v1/broker/findById', { brokerId: id });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      brokerId: id,
      brokerName: '邳州蒜行小周',
      brokerPhone: '13953700021',
      provinceName: '江苏省',
      cityName: '徐州市',
      countyName: '邳州市',
      regionName: '邳州',
    });
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await get(app, '/v1/broker/findById', { brokerId: '42' })).status).toBe(404);
    const missing = await get(app, '/v1/broker/findById');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('brokerId is required');
  });
});

describe('/v1/broker/update', () => {
  let id: string;
  beforeAll(async () => {
    id = await addBroker();
  });

  it('lets only the owner update, and keeps the owner', async () => {
    expect((await post(app, '/v1/broker/update', { brokerId: id, workingYears: 30 }, other.accessToken)).status).toBe(403);
    const anonymous = await post(app, '/v1/broker/update', { brokerId: id, workingYears: 30 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('SEC_401');
    const owned = await post(app, '/v1/broker/update', { brokerId: id, workingYears: 15, publishUserId: other.user.frontUserId }, owner.accessToken);
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('publishUserId is not a field of this call');
    const updated = await post(app, '/v1/broker/update', { brokerId: id, workingYears: 15, goodsIds: ['3'] }, owner.accessToken);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ workingYears: 15, goodsIds: ['3'], goodsNames: ['普白蒜'], publishUserId: owner.user.frontUserId });
    expect((await get(app, '/v1/broker/findById', { brokerId: id })).body.data.workingYears).toBe(15);
  });

  it('moves the profile to another county with the names of the division table', async () => {
    const moved = await post(
      app,
      '/v1/broker/update',
      { brokerId: id, provinceCode: '41', cityCode: '4101', countyCode: '410122', cityName: '开封市' },
      owner.accessToken,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ provinceName: '河南省', cityName: '郑州市', countyName: '中牟县', countyCode: '410122' });
  });

  it('refuses a bad update and leaves the row as it was', async () => {
    const bad = await post(app, '/v1/broker/update', { brokerId: id, workingYears: 'many' }, owner.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('workingYears');
    // A county outside the stored city is refused whole: the city was not sent, the stored one is checked.
    const outside = await post(app, '/v1/broker/update', { brokerId: id, countyCode: '410221', workingYears: 40 }, owner.accessToken);
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('countyCode 410221 does not lie in cityCode 4101');
    const row = (await get(app, '/v1/broker/findById', { brokerId: id })).body.data;
    expect([row.workingYears, row.countyCode]).toEqual([15, '410122']);
  });

  it('never takes the certification from a client', async () => {
    const reply = await post(app, '/v1/broker/update', { brokerId: id, isAssociationAuth: true }, owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('isAssociationAuth is not a field of this call');
    expect((await get(app, '/v1/broker/findById', { brokerId: id })).body.data.isAssociationAuth).toBe(false);
  });
});

describe('association certification', () => {
  it('survives edits of scope, goods and photos, and the same certificates sent back', async () => {
    const id = await addBroker();
    await certify(id);
    const certFiles = [{ filePath: '/files/2026-05/licence.jpg', fileName: 'licence.jpg' }];
    const reply = await post(
      app,
      '/v1/broker/update',
      { brokerId: id, businessScope: '出口货源对接', goodsIds: ['2'], brokerName: '金乡蒜行老张', certFiles },
      owner.accessToken,
    );
    expect(reply.body.data.isAssociationAuth).toBe(true);
  });

  it.each([
    ['brokerName', '金乡蒜行老李'],
    ['brokerPhone', '13953700099'],
    ['certFiles', [{ fileName: 'other.jpg', filePath: '/files/2026-05/other.jpg' }]],
  ])('is withdrawn when the owner changes %s', async (field, value) => {
    const id = await addBroker();
    await certify(id);
    expect((await get(app, '/v1/broker/findById', { brokerId: id })).body.data.isAssociationAuth).toBe(true);
    const reply = await post(app, '/v1/broker/update', { brokerId: id, [field]: value }, owner.accessToken);
    expect(reply.body.data.isAssociationAuth).toBe(false);
    expect((await get(app, '/v1/broker/findById', { brokerId: id })).body.data.isAssociationAuth).toBe(false);
  });
});

describe('/v1/broker/delete', () => {
  it('lets only the owner delete', async () => {
    const id = await addBroker();
    expect((await get(app, '/v1/broker/delete', { brokerId: id })).status).toBe(401);
    expect((await get(app, '/v1/broker/delete', { brokerId: id }, other.accessToken)).status).toBe(403);
    const reply = await get(app, '/v1/broker/delete', { brokerId: id }, owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect((await get(app, '/v1/broker/findById', { brokerId: id })).status).toBe(404);
    expect((await get(app, '/v1/broker/delete', { brokerId: id }, owner.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/broker/delete', {}, owner.accessToken)).body.msg).toBe('brokerId is required');
  });
});
