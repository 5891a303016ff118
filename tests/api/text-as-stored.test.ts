import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';

// Text is checked as it is stored, trimmed: spaces alone fill no required field, and clearing one is refused.
let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  other = await registerUser(app);
});
afterAll(() => app.close());

const storedPost = (buySellId: string) =>
  app.services.db.selectFrom('buy_sell').select(['contacts', 'supplement']).where('buySellId', '=', buySellId).executeTakeFirstOrThrow();

describe('text is trimmed before it is checked', () => {
  it('a contact name of spaces only answers 400 naming the field, and nothing is stored', async () => {
    const before = await app.services.db.selectFrom('buy_sell').select(app.services.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const reply = await post(app, '/v1/buy-sell/add', postBody({ contacts: '   ' }), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('contacts must not be blank');
    const after = await app.services.db.selectFrom('buy_sell').select(app.services.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores text without the spaces around it, and keeps the lines inside it', async () => {
    const reply = await post(app, '/v1/buy-sell/add', postBody({ contacts: '  王老板 ', supplement: '\n 货干净\n支持看货  ' }), owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.contacts).toBe('王老板');
    expect(await storedPost(reply.body.data.buySellId)).toEqual({ contacts: '王老板', supplement: '货干净\n支持看货' });
  });

  it('keeps a password exactly as typed: one with spaces signs in only as typed', async () => {
    const password = ' garlic pass 1 ';
    const user = await registerUser(app, { password });
    const typed = await post(app, '/login/byPassword', { phone: user.phone, password });
    const trimmed = await post(app, '/login/byPassword', { phone: user.phone, password: password.trim() });
    expect(typed.body.success).toBe(true);
    expect(trimmed.body.success).toBe(false);
  });
});

describe('clearing a required field on update', () => {
  it('answers 400 naming the field and leaves the row as it was; an optional field clears', async () => {
    const id = String((await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken)).body.data.buySellId);
    for (const contacts of ['', '  ']) {
      const reply = await post(app, '/v1/buy-sell/update', { buySellId: id, contacts }, owner.accessToken);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe('contacts must not be blank');
    }
    expect((await storedPost(id)).contacts).toBe('王老板');
    const cleared = await post(app, '/v1/buy-sell/update', { buySellId: id, supplement: '' }, owner.accessToken);
    expect(cleared.status).toBe(200);
    expect((await storedPost(id)).supplement ?? '').toBe('');
  });

  it("is still the owner's call: signed out 401, another user 403, before any text is judged", async () => {
    const id = String((await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken)).body.data.buySellId);
    expect((await post(app, '/v1/buy-sell/update', { buySellId: id, contacts: '李' })).status).toBe(401);
    expect((await post(app, '/v1/buy-sell/update', { buySellId: id, contacts: '李' }, other.accessToken)).status).toBe(403);
    expect((await storedPost(id)).contacts).toBe('王老板');
  });
});
