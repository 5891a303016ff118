import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';
import { forumBody } from './helpers/content.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';

// Moderation (issue 11 point 4, decision 0039): a hidden row leaves every generic list and detail but its
// owner's; the owner reads why; restoring brings it back. Each call audited, with the owner's notice.

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app);
  owner = await registerUser(app);
  reader = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

const ids = (reply: { body: { data: Record<string, string>[] } }, key: string) => reply.body.data.map((r) => r[key]);

describe('hiding and restoring a trade post', () => {
  it('answers 401 signed out, 403 to a user, 400 without a reason, 404 for no row', async () => {
    for (const call of ['hide', 'restore']) {
      expect((await post(app, `/admin/moderation/trade-post/${call}`, { buySellId: 'x', reason: '虚假信息' })).status).toBe(401);
      expect((await post(app, `/admin/moderation/trade-post/${call}`, { buySellId: 'x', reason: '虚假信息' }, reader.accessToken)).status).toBe(403);
    }
    expect((await get(app, '/admin/moderation/trade-post/findByPage', {}, reader.accessToken)).status).toBe(403);
    expect((await post(app, '/admin/moderation/trade-post/hide', { buySellId: 'x' }, operator.accessToken)).status).toBe(400);
    expect((await post(app, '/admin/moderation/trade-post/hide', { buySellId: 'x', reason: '虚假信息' }, operator.accessToken)).status).toBe(404);
  });

  it("takes it out of every list and detail but the owner's, who reads why; restore brings it back", async () => {
    const added = await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken);
    const id = added.body.data.buySellId as string;
    expect(ids(await get(app, '/v1/buy-sell/findByPage', { pageSize: 100 }), 'buySellId')).toContain(id);
    const hidden = await post(app, '/admin/moderation/trade-post/hide', { buySellId: id, reason: '联系电话虚假' }, operator.accessToken);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ isHidden: true, hiddenReason: '联系电话虚假' });
    expect(ids(await get(app, '/v1/buy-sell/findByPage', { pageSize: 100 }), 'buySellId')).not.toContain(id);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id })).status).toBe(404);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id }, reader.accessToken)).status).toBe(404);
    const mine = await get(app, '/v1/mine/myFindByPage', { pageSize: 100 }, owner.accessToken);
    expect(mine.body.data.find((r: { buySellId: string }) => r.buySellId === id)).toMatchObject({ isHidden: true, hiddenReason: '联系电话虚假' });
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id }, owner.accessToken)).body.data).toMatchObject({
      isHidden: true,
      hiddenReason: '联系电话虚假',
    });
    // The operators' list shows it, and filters hidden rows.
    expect(ids(await get(app, '/admin/moderation/trade-post/findByPage', { isHidden: true, pageSize: 100 }, operator.accessToken), 'buySellId')).toContain(id);
    expect((await post(app, '/admin/moderation/trade-post/hide', { buySellId: id, reason: '再次屏蔽' }, operator.accessToken)).status).toBe(409);
    const audit = await app.services.db.selectFrom('audit_log').selectAll().where('entityId', '=', id).execute();
    expect(audit[0]).toMatchObject({ action: 'buySell.hide', reason: '联系电话虚假', operatorId: operator.user.frontUserId });
    const notices = await get(app, '/v1/notice/myFindByPage', {}, owner.accessToken);
    expect(notices.body.data[0]).toMatchObject({ entityId: id, decision: 'hidden', reason: '联系电话虚假' });
    const restored = await post(app, '/admin/moderation/trade-post/restore', { buySellId: id }, operator.accessToken);
    expect(restored.body.data).toMatchObject({ isHidden: false, hiddenReason: '' });
    expect(ids(await get(app, '/v1/buy-sell/findByPage', { pageSize: 100 }), 'buySellId')).toContain(id);
    expect((await app.services.db.selectFrom('audit_log').select('action').where('entityId', '=', id).execute()).map((r) => r.action)).toEqual(
      expect.arrayContaining(['buySell.hide', 'buySell.restore']),
    );
  });
});

describe('hiding a forum topic and a comment', () => {
  it("hides a topic from the forum and a comment from the thread, both still the owner's", async () => {
    const topic = (await post(app, '/v1/forum/add', forumBody(), owner.accessToken)).body.data.forumId as string;
    await post(app, '/admin/moderation/forum/hide', { forumId: topic, reason: '广告内容' }, operator.accessToken);
    expect(ids(await get(app, '/v1/forum/getByPage', { pageSize: 100 }), 'forumId')).not.toContain(topic);
    expect((await get(app, '/v1/forum/getById', { forumId: topic }, reader.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/forum/getById', { forumId: topic }, owner.accessToken)).status).toBe(200);

    const other = (await post(app, '/v1/forum/add', forumBody(), owner.accessToken)).body.data.forumId as string;
    const said = await post(app, '/v1/user-comment/add', { businessId: other, businessType: '4', commentContent: '加微信低价出货' }, reader.accessToken);
    expect(said.status).toBe(200);
    const commentId = said.body.data.commentId as string;
    expect((await post(app, '/admin/moderation/comment/hide', { commentId, reason: '站外交易引流' }, operator.accessToken)).status).toBe(200);
    const thread = (token?: string) => get(app, '/v1/user-comment/findListByBusinessId', { businessId: other, businessType: '4' }, token);
    expect(ids(await thread(), 'commentId')).not.toContain(commentId);
    expect(ids(await thread(owner.accessToken), 'commentId')).not.toContain(commentId);
    expect((await thread(reader.accessToken)).body.data.find((c: { commentId: string }) => c.commentId === commentId)).toMatchObject({
      isHidden: true,
      hiddenReason: '站外交易引流',
    });
  });
});

describe('suspending a user', () => {
  it('refuses their token and their sign-in with a clear message until it is lifted', async () => {
    const user = await registerUser(app);
    const id = user.user.frontUserId;
    expect((await post(app, '/admin/users/suspend', { frontUserId: id, reason: '发布虚假信息' })).status).toBe(401);
    expect((await post(app, '/admin/users/suspend', { frontUserId: id, reason: '发布虚假信息' }, reader.accessToken)).status).toBe(403);
    expect((await post(app, '/admin/users/suspend', { frontUserId: id }, operator.accessToken)).status).toBe(400);
    const done = await post(app, '/admin/users/suspend', { frontUserId: id, reason: '发布虚假信息' }, operator.accessToken);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ isSuspended: true, suspendReason: '发布虚假信息' });
    expect(done.body.data.passwordHash).toBeUndefined();
    const refused = await get(app, '/v1/front_user/info', {}, user.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('This account is suspended by the operators: 发布虚假信息');
    const signIn = await post(app, '/login/byPassword', { phone: user.phone, password: 'garlic-pass-1' });
    expect(signIn.body.msg).toBe('This account is suspended by the operators: 发布虚假信息');
    expect((await post(app, '/admin/users/suspend', { frontUserId: id, reason: '再次' }, operator.accessToken)).status).toBe(409);
    expect(ids(await get(app, '/admin/users/findByPage', { isSuspended: true }, operator.accessToken), 'frontUserId')).toContain(id);
    expect((await post(app, '/admin/users/lift', { frontUserId: id }, operator.accessToken)).status).toBe(200);
    expect((await get(app, '/v1/front_user/info', {}, user.accessToken)).status).toBe(200);
    const audit = await app.services.db.selectFrom('audit_log').select(['action', 'reason']).where('entityId', '=', id).orderBy('createTime').execute();
    expect(audit.map((a) => a.action)).toEqual(['user.suspend', 'user.lift']);
    expect(audit[0]!.reason).toBe('发布虚假信息');
  });
});
