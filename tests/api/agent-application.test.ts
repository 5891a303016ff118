import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { agentRequestBody } from './helpers/agent-requests.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';

// Asking for the agent role (decision 0058): one pending request at a time; approving adds the role, which
// works with the token the user already holds; rejecting tells them why and lets them ask again.

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app, { nickname: '运营小李' });
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

describe('a request for the agent role', () => {
  it('needs sign-in and valid fields', async () => {
    expect((await post(app, '/v1/agent-application/apply', agentRequestBody())).status).toBe(401);
    expect((await get(app, '/v1/agent-application/mine')).status).toBe(401);
    const user = await registerUser(app);
    for (const bad of [{ realName: '' }, { phone: '12345' }, { regionId: 'nowhere' }, { intro: '短' }]) {
      const reply = await post(app, '/v1/agent-application/apply', agentRequestBody(bad), user.accessToken);
      expect(reply.status).toBe(400);
    }
    expect((await get(app, '/v1/agent-application/mine', {}, user.accessToken)).body.data).toEqual({ isAgent: false, latest: null });
  });

  it('waits alone: a second request while one is pending is 409', async () => {
    const user = await registerUser(app);
    const first = await post(app, '/v1/agent-application/apply', agentRequestBody(), user.accessToken);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ reviewStatus: '0', frontUserId: user.user.frontUserId });
    expect((await post(app, '/v1/agent-application/apply', agentRequestBody(), user.accessToken)).status).toBe(409);
  });

  it('approved, opens the agent calls with the token already held, and no new request is taken', async () => {
    const user = await registerUser(app);
    expect((await get(app, '/v1/cold-storage-inventory/my/list', {}, user.accessToken)).status).toBe(403);
    const id = (await post(app, '/v1/agent-application/apply', agentRequestBody(), user.accessToken)).body.data.agentApplicationId as string;
    const approved = await post(app, '/admin/agent-application/approve', { agentApplicationId: id }, operator.accessToken);
    expect(approved.status).toBe(200);
    expect((await get(app, '/v1/cold-storage-inventory/my/list', {}, user.accessToken)).status).toBe(200);
    const mine = await get(app, '/v1/agent-application/mine', {}, user.accessToken);
    expect(mine.body.data).toMatchObject({ isAgent: true, latest: { agentApplicationId: id, reviewStatus: '1' } });
    const info = await get(app, '/v1/front_user/info', {}, user.accessToken);
    expect(info.body.data.roles).toEqual(['agent']);
    expect((await post(app, '/v1/agent-application/apply', agentRequestBody(), user.accessToken)).status).toBe(409);
    const [audit] = await app.services.db.selectFrom('audit_log').selectAll().where('entityId', '=', id).execute();
    expect(audit).toMatchObject({ action: 'agentApplication.approve', operatorId: operator.user.frontUserId });
    const [notice] = await app.services.db.selectFrom('notice').selectAll().where('entityId', '=', id).execute();
    expect(notice).toMatchObject({ frontUserId: user.user.frontUserId, decision: 'approved' });
  });

  it('rejected, the applicant reads the reason in mine and in a notice, and may ask again', async () => {
    const user = await registerUser(app);
    const id = (await post(app, '/v1/agent-application/apply', agentRequestBody(), user.accessToken)).body.data.agentApplicationId as string;
    await post(app, '/admin/agent-application/reject', { agentApplicationId: id, reason: '本县已有代理商' }, operator.accessToken);
    const mine = await get(app, '/v1/agent-application/mine', {}, user.accessToken);
    expect(mine.body.data).toMatchObject({ isAgent: false, latest: { reviewStatus: '2', reviewReason: '本县已有代理商' } });
    const notices = await get(app, '/v1/notice/myFindByPage', {}, user.accessToken);
    expect(notices.body.data[0]).toMatchObject({ entity: 'agentApplication', entityId: id, decision: 'rejected', reason: '本县已有代理商' });
    expect((await get(app, '/v1/cold-storage-inventory/my/list', {}, user.accessToken)).status).toBe(403);
    expect((await post(app, '/v1/agent-application/apply', agentRequestBody(), user.accessToken)).status).toBe(200);
  });
});
