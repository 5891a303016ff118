import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { brokerBody } from './helpers/brokers.ts';
import { applyBody as pioneerBody } from './helpers/pioneers.ts';
import { applyBody as mapEntryBody, storeBody } from './helpers/cold-storage.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';
import { agentRequestBody } from './helpers/agent-requests.ts';

// The operators' queues (issue 11 point 3, decision 0038): every queue is the same three calls, driven by
// its entity's review block. Each is asked signed out (401), by a user (403), with bad input (400), twice
// (409), and for its audit row and the applicant's notice.

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let applicant: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app, { nickname: '运营小王' });
  applicant = await registerUser(app, { nickname: '申请人' });
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

const auditOf = (entityId: string) => app.services.db.selectFrom('audit_log').selectAll().where('entityId', '=', entityId).execute();
const noticesOf = (entityId: string) => app.services.db.selectFrom('notice').selectAll().where('entityId', '=', entityId).execute();

interface Queue {
  name: string;
  prefix: string;
  idField: string;
  /** Sends one application as the applicant and answers its id. */
  send: (token: string) => Promise<string>;
}

async function sent(path: string, body: unknown, token: string, idField: string): Promise<string> {
  const reply = await post(app, path, body, token);
  if (!reply.body.success) throw new Error(`${path} failed: ${reply.body.msg}`);
  return reply.body.data[idField] as string;
}

const queues: Queue[] = [
  { name: 'broker certification', prefix: '/admin/broker', idField: 'brokerId', send: (t) => sent('/v1/broker/add', brokerBody(), t, 'brokerId') },
  {
    name: 'cold-store certification',
    prefix: '/admin/cold-storage-auth',
    idField: 'coldStorageAuthId',
    send: (t) => sent('/v1/cold-storage-auth/add', storeBody(), t, 'coldStorageAuthId'),
  },
  {
    name: 'cold-store applications',
    prefix: '/admin/cold-storage-apply',
    idField: 'coldStorageApplyId',
    send: (t) => sent('/v1/cold-storage-apply/add', mapEntryBody(), t, 'coldStorageApplyId'),
  },
  {
    name: 'pioneer applications',
    prefix: '/admin/pioneer-user',
    idField: 'id',
    // One pioneer profile a user: each application comes from a new user.
    send: async () => sent('/v1/garlic-pioneer-user/add', pioneerBody(), (await registerUser(app)).accessToken, 'id'),
  },
  {
    name: 'agent-role requests',
    prefix: '/admin/agent-application',
    idField: 'agentApplicationId',
    // One pending request a user: each comes from a new user.
    send: async () => sent('/v1/agent-application/apply', agentRequestBody(), (await registerUser(app)).accessToken, 'agentApplicationId'),
  },
  {
    name: 'cold-store error reports',
    prefix: '/admin/cold-storage-error',
    idField: 'errorMessageId',
    send: async (t) => {
      const store = await sent('/v1/cold-storage-apply/add', mapEntryBody(), operator.accessToken, 'coldStorageApplyId');
      return sent('/v1/cold-storage-apply/addErrorMessage', { coldStorageAuthId: store, errorType: '1', content: '位置标在了河对面' }, t, 'errorMessageId');
    },
  },
  {
    name: 'feedback',
    prefix: '/admin/feedback',
    idField: 'feedbackId',
    send: async (t) => sent('/v1/feedback/add', { feedbackContent: '价格页希望能按规格筛选' }, t, 'feedbackId'),
  },
];

describe.each(queues)('the $name queue', ({ prefix, idField, send }) => {
  it('answers 401 signed out and 403 to a user, on every call', async () => {
    for (const call of ['approve', 'reject']) {
      expect((await post(app, `${prefix}/${call}`, { [idField]: 'x', reason: '资料不全' })).status).toBe(401);
      expect((await post(app, `${prefix}/${call}`, { [idField]: 'x', reason: '资料不全' }, applicant.accessToken)).status).toBe(403);
    }
    expect((await get(app, `${prefix}/findByPage`)).status).toBe(401);
    expect((await get(app, `${prefix}/findByPage`, {}, applicant.accessToken)).status).toBe(403);
  });

  it('lists what was sent as pending; approving moves it, audits it and tells the applicant', async () => {
    const id = await send(applicant.accessToken);
    const pending = await get(app, `${prefix}/findByPage`, { status: 'pending', pageSize: 100 }, operator.accessToken);
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((r: Record<string, string>) => r[idField])).toContain(id);
    const approved = await post(app, `${prefix}/approve`, { [idField]: id }, operator.accessToken);
    expect(approved.status).toBe(200);
    expect(approved.body.data[idField]).toBe(id);
    const tab = await get(app, `${prefix}/findByPage`, { status: 'approved', pageSize: 100 }, operator.accessToken);
    expect(tab.body.data.map((r: Record<string, string>) => r[idField])).toContain(id);
    const again = await get(app, `${prefix}/findByPage`, { status: 'pending', pageSize: 100 }, operator.accessToken);
    expect(again.body.data.map((r: Record<string, string>) => r[idField])).not.toContain(id);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ operatorId: operator.user.frontUserId, action: expect.stringMatching(/\.approve$/), entityId: id });
    expect(JSON.parse(String(audit!.after))).not.toEqual(JSON.parse(String(audit!.before)));
    const notices = await noticesOf(id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ decision: 'approved' });
  });

  it('rejects only with a reason, which the applicant is told', async () => {
    const id = await send(applicant.accessToken);
    const noReason = await post(app, `${prefix}/reject`, { [idField]: id }, operator.accessToken);
    expect(noReason.status).toBe(400);
    const blank = await post(app, `${prefix}/reject`, { [idField]: id, reason: '  ' }, operator.accessToken);
    expect(blank.status).toBe(400);
    expect(await auditOf(id)).toHaveLength(0);
    const rejected = await post(app, `${prefix}/reject`, { [idField]: id, reason: '照片看不清，请重新上传' }, operator.accessToken);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.reviewReason).toBe('照片看不清，请重新上传');
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: expect.stringMatching(/\.reject$/), reason: '照片看不清，请重新上传' });
    const [notice] = await noticesOf(id);
    expect(notice).toMatchObject({ decision: 'rejected', reason: '照片看不清，请重新上传' });
    const tab = await get(app, `${prefix}/findByPage`, { status: 'rejected', pageSize: 100 }, operator.accessToken);
    expect(tab.body.data.map((r: Record<string, string>) => r[idField])).toContain(id);
  });

  it('refuses to decide a decided row (409) and an unknown one (404), writing nothing', async () => {
    const id = await send(applicant.accessToken);
    expect((await post(app, `${prefix}/approve`, { [idField]: id }, operator.accessToken)).status).toBe(200);
    const twice = await post(app, `${prefix}/reject`, { [idField]: id, reason: '改主意了' }, operator.accessToken);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toMatch(/already approved/);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await post(app, `${prefix}/approve`, { [idField]: 'no-such-row' }, operator.accessToken)).status).toBe(404);
    expect((await get(app, `${prefix}/findByPage`, { status: 'done' }, operator.accessToken)).status).toBe(400);
  });
});

describe('what deciding sets', () => {
  it('certifying a broker gives it the association badge in the public directory; rejecting takes it away', async () => {
    const id = await sent('/v1/broker/add', brokerBody(), applicant.accessToken, 'brokerId');
    const before = await get(app, '/v1/broker/findById', { brokerId: id });
    expect(before.body.data).toMatchObject({ isAssociationAuth: false, reviewStatus: '0' });
    await post(app, '/admin/broker/approve', { brokerId: id, reason: '证书核验无误' }, operator.accessToken);
    const after = await get(app, '/v1/broker/findById', { brokerId: id });
    expect(after.body.data).toMatchObject({ isAssociationAuth: true, reviewStatus: '1' });
    // Changing the name drops the certification and sends the profile back to the queue.
    await post(app, '/v1/broker/update', { brokerId: id, brokerName: '改名后的经纪人' }, applicant.accessToken);
    const changed = await get(app, '/v1/broker/findById', { brokerId: id });
    expect(changed.body.data).toMatchObject({ isAssociationAuth: false, reviewStatus: '0' });
  });

  it('a certified cold store shows as certified on the map and in its detail only once approved', async () => {
    const id = await sent('/v1/cold-storage-auth/add', storeBody(), applicant.accessToken, 'coldStorageAuthId');
    const entry = async () => (await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: id })).body.data;
    const onMap = async () =>
      (await get(app, '/v1/cold-storage-apply/getByPage', { kind: 'auth', pageSize: 100 })).body.data.find(
        (e: { coldStorageAuthId: string }) => e.coldStorageAuthId === id,
      );
    expect(await entry()).toMatchObject({ kind: 'auth', certified: false, reviewStatus: '0' });
    expect(await onMap()).toMatchObject({ certified: false });
    await post(app, '/admin/cold-storage-auth/approve', { coldStorageAuthId: id }, operator.accessToken);
    expect(await entry()).toMatchObject({ certified: true, reviewStatus: '1' });
    expect(await onMap()).toMatchObject({ certified: true });
    const mine = await get(app, '/v1/mine/findColdStorageAuthByPage', { pageSize: 100 }, applicant.accessToken);
    expect(mine.body.data.find((r: { coldStorageAuthId: string }) => r.coldStorageAuthId === id)).toMatchObject({ reviewStatus: '1' });
    const refused = await sent('/v1/cold-storage-auth/add', storeBody(), applicant.accessToken, 'coldStorageAuthId');
    await post(app, '/admin/cold-storage-auth/reject', { coldStorageAuthId: refused, reason: '门头照片与地址不符' }, operator.accessToken);
    expect((await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: refused })).body.data).toMatchObject({ certified: false, reviewStatus: '2' });
  });

  it('a pioneer application is not public until approved; the applicant reads a rejection and its reason', async () => {
    const member = await registerUser(app);
    const applied = await post(app, '/v1/garlic-pioneer-user/add', pioneerBody(), member.accessToken);
    expect(applied.body.data.status).toBe('2');
    const id = applied.body.data.id as string;
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id })).status).toBe(404);
    await post(app, '/admin/pioneer-user/reject', { id, reason: '简介与本人经营不符' }, operator.accessToken);
    const mine = await get(app, '/v1/garlic-pioneer-user/info', {}, member.accessToken);
    expect(mine.body.data).toMatchObject({ status: '3', reviewReason: '简介与本人经营不符' });
    // Editing a rejected application sends it again.
    const edited = await post(app, '/v1/garlic-pioneer-user/update', { remark: '在金乡经营冷库二十年，专注出口级大蒜' }, member.accessToken);
    expect(edited.body.data.status).toBe('2');
    await post(app, '/admin/pioneer-user/approve', { id }, operator.accessToken);
    expect((await get(app, '/v1/garlic-pioneer-user/findById', { id })).status).toBe(200);
  });
});

describe("the applicant's notices", () => {
  it('are listed newest first with an unread count, and marked read one by one or all', async () => {
    const user = await registerUser(app);
    const a = await sent('/v1/feedback/add', { feedbackContent: '第一条反馈内容' }, user.accessToken, 'feedbackId');
    const b = await sent('/v1/feedback/add', { feedbackContent: '第二条反馈内容' }, user.accessToken, 'feedbackId');
    await post(app, '/admin/feedback/approve', { feedbackId: a }, operator.accessToken);
    await post(app, '/admin/feedback/reject', { feedbackId: b, reason: '已有同类建议' }, operator.accessToken);
    expect((await get(app, '/v1/notice/myFindByPage')).status).toBe(401);
    const list = await get(app, '/v1/notice/myFindByPage', {}, user.accessToken);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.data[0]).toMatchObject({
      entity: 'feedback',
      entityId: b,
      decision: 'rejected',
      reason: '已有同类建议',
      isRead: false,
      subject: '第二条反馈内容',
    });
    expect(list.body.data[0].title).toEqual({ en: 'Your feedback', zh: '意见反馈处理结果' });
    const unread = await get(app, '/v1/notice/myFindByPage', { isRead: false, pageSize: 1 }, user.accessToken);
    expect(unread.body.totalCount).toBe(2);
    // Someone else's notices are not theirs to read.
    expect((await post(app, '/v1/notice/read', { noticeId: list.body.data[0].noticeId }, applicant.accessToken)).status).toBe(404);
    const one = await post(app, '/v1/notice/read', { noticeId: list.body.data[0].noticeId }, user.accessToken);
    expect(one.body.data).toEqual({ unread: 1 });
    const all = await post(app, '/v1/notice/read', {}, user.accessToken);
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await get(app, '/v1/notice/myFindByPage', { isRead: false }, user.accessToken)).body.totalCount).toBe(0);
  });
});
