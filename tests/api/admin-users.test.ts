import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { agentRequestBody } from './helpers/agent-requests.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';

// The console's users page (decision 0059): accounts by phone prefix, part of the name, role and state;
// suspend with a reason and lift, each audited.

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let agent: Awaited<ReturnType<typeof registerUser>>;
let plain: Awaited<ReturnType<typeof registerUser>>;
// A name no other test file's users share (the PostgreSQL test database is shared).
const tag = `蒜${process.pid % 10000}号`;

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app, { nickname: `运营${tag}` });
  agent = await registerUser(app, { nickname: `代理${tag}` });
  plain = await registerUser(app, { nickname: `普通${tag}%_` });
  await grantOperator(app.services.db, operator.phone);
  const id = (await post(app, '/v1/agent-application/apply', agentRequestBody(), agent.accessToken)).body.data.agentApplicationId;
  await post(app, '/admin/agent-application/approve', { agentApplicationId: id }, operator.accessToken);
});
afterAll(() => app.close());

const ids = (reply: { body: { data: { frontUserId: string }[] } }) => reply.body.data.map((u) => u.frontUserId);
const list = (query: Record<string, unknown>) => get(app, '/admin/users/findByPage', { pageSize: 100, ...query }, operator.accessToken);

describe('GET /admin/users/findByPage', () => {
  it('answers 401 signed out and 403 to a user who is not an operator', async () => {
    expect((await get(app, '/admin/users/findByPage')).status).toBe(401);
    expect((await get(app, '/admin/users/findByPage', {}, plain.accessToken)).status).toBe(403);
  });

  it('finds by part of the name, literally, newest first, with roles and state', async () => {
    const reply = await list({ nickname: tag });
    expect(reply.status).toBe(200);
    expect(ids(reply)).toEqual([plain.user.frontUserId, agent.user.frontUserId, operator.user.frontUserId]);
    expect(reply.body.data[1]).toMatchObject({ roles: ['agent'], isAgent: true, isOperator: false, isSuspended: false, suspendReason: '', phone: agent.phone });
    expect(reply.body.data[2]).toMatchObject({ isOperator: true, isAgent: false });
    expect(reply.body.data[0]).not.toHaveProperty('passwordHash');
    // % and _ are letters here, not wildcards.
    expect(ids(await list({ nickname: `${tag}%_` }))).toEqual([plain.user.frontUserId]);
    expect(ids(await list({ nickname: '%' }))).toEqual([plain.user.frontUserId]);
  });

  it('finds by the first digits of the phone, by role and by state', async () => {
    expect(ids(await list({ phone: agent.phone }))).toEqual([agent.user.frontUserId]);
    expect(ids(await list({ phone: agent.phone.slice(0, 3), nickname: tag }))).toHaveLength(3);
    expect(ids(await list({ phone: agent.phone.slice(1, 6), nickname: tag }))).toEqual([]);
    expect(ids(await list({ role: 'agent', nickname: tag }))).toEqual([agent.user.frontUserId]);
    expect(ids(await list({ role: 'operator', nickname: tag }))).toEqual([operator.user.frontUserId]);
    await post(app, '/admin/users/suspend', { frontUserId: plain.user.frontUserId, reason: '冒充他人发布信息' }, operator.accessToken);
    const suspended = await list({ isSuspended: true, nickname: tag });
    expect(suspended.body.data).toEqual([
      expect.objectContaining({ frontUserId: plain.user.frontUserId, isSuspended: true, suspendReason: '冒充他人发布信息' }),
    ]);
    expect(ids(await list({ isSuspended: false, nickname: tag }))).toEqual([agent.user.frontUserId, operator.user.frontUserId]);
    const [audit] = await app.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entityId', '=', plain.user.frontUserId)
      .where('action', '=', 'user.suspend')
      .execute();
    expect(audit).toMatchObject({ operatorId: operator.user.frontUserId, reason: '冒充他人发布信息' });
    expect((await post(app, '/admin/users/lift', { frontUserId: plain.user.frontUserId }, operator.accessToken)).status).toBe(200);
    expect(ids(await list({ isSuspended: true, nickname: tag }))).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const bad of [
      { phone: '13a' },
      { phone: '1234567890123' },
      { role: 'boss' },
      { isSuspended: 'maybe' },
      { nickname: 'x'.repeat(31) },
      { pageSize: 0 },
    ]) {
      expect((await list(bad)).status).toBe(400);
    }
  });
});
