import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerUser, sharedServices, startInstance, type Instance } from './helpers/instances.ts';
import { postBody } from '../api/helpers/posts.ts';

// Two server processes on one PostgreSQL schema and one Redis key prefix, started at the same moment
// (so the migration and reference data run under the advisory lock), as a balancer would see them.
let shared: Awaited<ReturnType<typeof sharedServices>>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  shared = await sharedServices();
  [a, b] = await Promise.all([
    startInstance({ ...shared.env, RATE_LIMIT_POSTS_PER_MINUTE: '3' }),
    startInstance({ ...shared.env, RATE_LIMIT_POSTS_PER_MINUTE: '3' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await shared?.cleanUp();
});

const LIST = '/api/v1/home/queryBuySell?page=1&pageSize=20';
const root = new URL('../..', import.meta.url).pathname;

describe('two instances on PostgreSQL and Redis', () => {
  it('both say at start that they run as several instances', () => {
    for (const instance of [a, b]) expect(instance.output()).toContain(`Several instances: shared state in Redis (REDIS_URL, keys ${shared.prefix}*)`);
  });

  it('a session signed in on A works on B, and a logout on A is refused on B at once', async () => {
    const user = await registerUser(a.url);
    expect((await call(b.url, 'GET', '/api/v1/front_user/info', undefined, user.accessToken)).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/login/logout', { refreshToken: user.refreshToken }, user.accessToken)).status).toBe(200);
    const after = await call(b.url, 'GET', '/api/v1/front_user/info', undefined, user.accessToken);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SEC_0001');
    expect((await call(b.url, 'POST', '/api/login/refreshToken', { refreshToken: user.refreshToken })).status).toBe(401);
  });

  it('a refresh token reused on B after A rotated it ends the session on A too', async () => {
    const user = await registerUser(a.url);
    const rotated = await call(a.url, 'POST', '/api/login/refreshToken', { refreshToken: user.refreshToken });
    expect(rotated.status).toBe(200);
    const newAccess = rotated.body.data.accessToken.tokenValue as string;
    expect((await call(a.url, 'GET', '/api/v1/front_user/info', undefined, newAccess)).status).toBe(200);
    const reused = await call(b.url, 'POST', '/api/login/refreshToken', { refreshToken: user.refreshToken });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('SEC_0001');
    expect((await call(a.url, 'GET', '/api/v1/front_user/info', undefined, newAccess)).status).toBe(401);
  });

  it('counts wrong passwords across both: five spread over A and B hold the sixth on either', async () => {
    const user = await registerUser(a.url);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(i % 2 === 0 ? a.url : b.url, 'POST', '/api/login/byPassword', { phone: user.phone, password: `wrong-${i}` });
      expect(wrong.status).toBe(400);
    }
    for (const instance of [a, b]) {
      const held = await call(instance.url, 'POST', '/api/login/byPassword', { phone: user.phone, password: PASSWORD });
      expect(held.status).toBe(429);
      expect(held.body.code).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('the two make ids in different slots of each millisecond, so rows inserted at once on both never share an id', async () => {
    const slotOf = (id: string) => (BigInt(id) % 4096n) / 256n;
    const [onA, onB] = await Promise.all(
      [a, b].map(async (instance) => {
        const user = await registerUser(instance.url);
        const posted = await call(instance.url, 'POST', '/api/v1/buy-sell/add', postBody(), user.accessToken);
        expect(posted.status).toBe(200);
        return posted.body.data.buySellId as string;
      }),
    );
    expect(slotOf(onA!)).not.toBe(slotOf(onB!));
  });

  it('counts a write limit across both: the fourth post in a minute is refused wherever it arrives', async () => {
    const user = await registerUser(b.url);
    for (const instance of [a, b, a]) expect((await call(instance.url, 'POST', '/api/v1/buy-sell/add', postBody(), user.accessToken)).status).toBe(200);
    for (const instance of [b, a]) {
      const refused = await call(instance.url, 'POST', '/api/v1/buy-sell/add', postBody(), user.accessToken);
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(/^Too many new posts: at most 3 a minute/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a write on A changes the list B keeps: B drops its ETag, and both give the same ETag for the same rows', async () => {
    const before = await call(b.url, 'GET', LIST);
    const etag = before.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await call(b.url, 'GET', LIST, undefined, undefined, { 'if-none-match': etag })).status).toBe(304);
    expect((await call(a.url, 'GET', LIST)).headers.get('etag')).toBe(etag);
    const user = await registerUser(a.url);
    const supplement = `集群缓存测试 ${Date.now()}`;
    expect((await call(a.url, 'POST', '/api/v1/buy-sell/add', postBody({ supplement }), user.accessToken)).status).toBe(200);
    // The message from A reaches B through Redis pub/sub, not within A's reply: ask B until it has moved.
    let after = await call(b.url, 'GET', LIST, undefined, undefined, { 'if-none-match': etag });
    for (let i = 0; i < 50 && after.status === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await call(b.url, 'GET', LIST, undefined, undefined, { 'if-none-match': etag });
    }
    expect(after.status).toBe(200);
    expect(after.text).toContain(supplement);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await call(a.url, 'GET', LIST)).headers.get('etag')).toBe(after.headers.get('etag'));
  });

  it('npm run import tells both instances what it wrote: their kept price replies change', async () => {
    const day = '/api/v1/price-analyse/day?batchNum=20250527';
    const before = await Promise.all([a, b].map((instance) => call(instance.url, 'GET', day)));
    const etag = before[0]!.headers.get('etag')!;
    expect(before[1]!.headers.get('etag')).toBe(etag);
    const imported = spawnSync(join(root, 'node_modules/.bin/tsx'), ['src/server/import/cli.ts', 'prices', 'tests/fixtures/prices.csv'], {
      cwd: root,
      env: { ...process.env, ...shared.env },
      encoding: 'utf8',
    });
    expect(imported.stdout).toMatch(/loaded \d+ prices rows/);
    for (const instance of [a, b]) {
      let after = await call(instance.url, 'GET', day, undefined, undefined, { 'if-none-match': etag });
      for (let i = 0; i < 50 && after.status === 304; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await call(instance.url, 'GET', day, undefined, undefined, { 'if-none-match': etag });
      }
      expect(after.status).toBe(200);
      expect(after.text).not.toBe(before[0]!.text);
    }
  });

  it('answers /healthz and /readyz on each instance, naming the database and Redis', async () => {
    for (const instance of [a, b]) {
      const alive = await call(instance.url, 'GET', '/healthz');
      expect(alive.status).toBe(200);
      expect(alive.body).toEqual({ status: 'alive' });
      const ready = await call(instance.url, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('SIGTERM', () => {
  it('finishes a request in flight, refuses new connections, then exits 0', async () => {
    const c = await startInstance(shared.env);
    const user = await registerUser(c.url);
    const { port } = new URL(c.url);
    const body = JSON.stringify({ phone: user.phone, password: PASSWORD });
    // A sign-in whose body is half sent when the signal comes: the server has the request, not yet all of it.
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/login/byPassword',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      (globalThis as { finishBody?: () => void }).finishBody = () => request.end(body.slice(10));
    });
    // The request has reached the server before the signal (its connection is accepted and read).
    await new Promise((resolve) => setTimeout(resolve, 200));
    c.child.kill('SIGTERM');
    // Wait until the port no longer accepts connections: the instance is draining.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await fetch(`${c.url}/healthz`).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);
    expect(c.child.exitCode).toBeNull();
    (globalThis as { finishBody?: () => void }).finishBody!();
    const answered = await reply;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).data.accessToken.tokenValue).toEqual(expect.any(String));
    expect(await c.exited).toBe(0);
  });
});
