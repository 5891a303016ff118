import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sharedServices, startInstance } from './helpers/instances.ts';

let shared: Awaited<ReturnType<typeof sharedServices>>;
beforeAll(async () => {
  shared = await sharedServices();
});
afterAll(async () => {
  await shared?.cleanUp();
});

describe('instances started together', () => {
  it('seed the demo data once: one instance fills the empty database, the other waits and finds it filled', async () => {
    const env = { ...shared.env, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info' };
    const both = await Promise.all([startInstance(env), startInstance(env)]);
    try {
      const seeded = both.map((instance) => /demo data: (\d+) users/.exec(instance.output())?.[1]).filter(Boolean);
      expect(seeded).toHaveLength(1);
      const db = new pg.Client({ connectionString: shared.env.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from front_user');
      await db.end();
      expect(rows[0].n).toBe(Number(seeded[0]));
      // Both serve the same list.
      const [a, b] = await Promise.all(both.map((instance) => call(instance.url, 'GET', '/api/v1/home/queryBuySell?page=1&pageSize=20')));
      expect(a!.body.totalCount).toBeGreaterThan(0);
      expect(b!.headers.get('etag')).toBe(a!.headers.get('etag'));
    } finally {
      await Promise.all(both.map((instance) => instance.stop()));
    }
  }, 240_000);

  it('with DATABASE_URL alone, an instance says it runs alone', async () => {
    const { REDIS_URL: _unused, REDIS_KEY_PREFIX: _prefix, ...env } = shared.env;
    const alone = await startInstance({ ...env, REDIS_URL: '' });
    try {
      expect(alone.output()).toContain(
        'One instance: throttles, write limits and reply caches live in this process; set DATABASE_URL and REDIS_URL to run several.',
      );
      const ready = await call(alone.url, 'GET', '/readyz');
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    } finally {
      await alone.stop();
    }
  });

  it('on SIGTERM with SHUTDOWN_DELAY_MS, /readyz answers 503 while /healthz still answers, then the instance exits 0', async () => {
    const instance = await startInstance({ ...shared.env, SHUTDOWN_DELAY_MS: '3000' });
    expect((await call(instance.url, 'GET', '/readyz')).status).toBe(200);
    instance.child.kill('SIGTERM');
    let ready = await call(instance.url, 'GET', '/readyz');
    for (let i = 0; i < 40 && ready.status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      ready = await call(instance.url, 'GET', '/readyz');
    }
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not ready', checks: { database: 'ok', redis: 'ok', instance: 'draining: shutting down' } });
    // Every reply while draining ends its connection, so no keep-alive connection holds the stop open.
    const alive = await call(instance.url, 'GET', '/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');
    expect(await instance.exited).toBe(0);
  });
});
