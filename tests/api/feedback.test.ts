import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post, registerUser } from './helpers/calls.ts';
import { countRows } from './helpers/content.ts';

let app: App;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await startTestApp();
  user = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/feedback/add', () => {
  it('keeps the feedback with the sender', async () => {
    const refused = await post(app, '/v1/feedback/add', { feedbackContent: '希望增加邳州白蒜的价格走势图', frontUserId: 'someone-else' }, user.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('frontUserId is not a field of this call');
    const reply = await post(app, '/v1/feedback/add', { feedbackContent: '希望增加邳州白蒜的价格走势图' }, user.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ feedbackContent: '希望增加邳州白蒜的价格走势图', frontUserId: user.user.frontUserId });
    const stored = await app.services.db.selectFrom('feedback').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ frontUserId: user.user.frontUserId, feedbackContent: '希望增加邳州白蒜的价格走势图' });
  });

  it('refuses feedback that is too short or missing, naming the field', async () => {
    const short = await post(app, '/v1/feedback/add', { feedbackContent: '好' }, user.accessToken);
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('feedbackContent must NOT have fewer than 5 characters');
    const missing = await post(app, '/v1/feedback/add', {}, user.accessToken);
    expect(missing.body.msg).toBe('feedbackContent is required');
    expect(await countRows(app, 'feedback')).toBe(1);
  });

  it('needs a signed-in user', async () => {
    const reply = await post(app, '/v1/feedback/add', { feedbackContent: '匿名的意见反馈' });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});
