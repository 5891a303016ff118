import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { countRows, forumBody } from './helpers/content.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app, { nickname: '兰陵蒜农老胡' });
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/forum', () => {
  let id: string;

  it('adds a post owned by the caller', async () => {
    const refused = await post(app, '/v1/forum/add', forumBody({ publisherId: other.user.frontUserId }), owner.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publisherId is not a field of this call');
    const reply = await post(app, '/v1/forum/add', forumBody(), owner.accessToken);
    expect(reply.status).toBe(200);
    id = reply.body.data.forumId;
    expect(reply.body.data).toMatchObject({ publisherId: owner.user.frontUserId, publisherName: '兰陵蒜农老胡', commentCount: 0 });
    expect(reply.body.data.publishStatus).toBeUndefined();
  });

  it.each([
    [{ forumTitle: '问' }, 'forumTitle must NOT have fewer than 4 characters'],
    [{ forumContent: undefined }, 'forumContent is required'],
    [{ forumContent: '内容太短' }, 'forumContent must NOT have fewer than 10 characters'],
  ])('refuses %j naming the field and writes nothing', async (change, message) => {
    const before = await countRows(app, 'forum_post');
    const reply = await post(app, '/v1/forum/add', forumBody(change), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await countRows(app, 'forum_post')).toBe(before);
  });

  it('needs a signed-in user to post', async () => {
    expect((await post(app, '/v1/forum/add', forumBody())).status).toBe(401);
  });

  it('lists every post newest first, reads one and counts the read, and gives a flash of the latest', async () => {
    const second = (await post(app, '/v1/forum/add', forumBody({ forumTitle: '冬天浇不浇冻水？' }), other.accessToken)).body.data.forumId;
    const page = await get(app, '/v1/forum/getByPage');
    expect(page.body.totalCount).toBe(2);
    expect(page.body.data.map((r: { forumId: string }) => r.forumId)).toEqual([second, id]);
    expect((await get(app, '/v1/forum/getById', { forumId: id })).body.data.readCount).toBe(1);
    const flash = await get(app, '/v1/forum/getForumNewsFlash');
    expect(flash.body.data.map((c: { title: string }) => c.title)).toEqual(['冬天浇不浇冻水？', '冷库蒜出芽了还能放多久？']);
  });

  it('has no edit or unshelve call, and lets only the owner delete', async () => {
    expect((await post(app, '/v1/forum/update', { forumId: id, forumTitle: '改标题试试看' }, owner.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/forum/delete', { forumId: id })).status).toBe(401);
    expect((await get(app, '/v1/forum/delete', { forumId: id }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/forum/delete', { forumId: id }, owner.accessToken)).status).toBe(200);
    expect((await get(app, '/v1/forum/getById', { forumId: id })).status).toBe(404);
  });
});
