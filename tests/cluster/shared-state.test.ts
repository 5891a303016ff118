import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createLoginThrottles } from '../../src/server/auth/login-throttle.ts';
import { createSharedLoginThrottles } from '../../src/server/cluster/shared-login-throttle.ts';
import { createSharedWriteLimits } from '../../src/server/cluster/shared-write-limits.ts';
import { WriteLimiter, RateLimited, type WriteBudget } from '../../src/server/engine/write-limits.ts';
import { DEFAULT_WRITE_LIMITS } from '../../src/server/config.ts';
import { connectRedis, type RedisLink } from '../../src/server/cluster/redis.ts';
import { localRunOnce, postgresRunOnce, redisRunOnce, type RunOnce } from '../../src/server/cluster/job-lock.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { clusterTargets, sharedServices } from './helpers/instances.ts';

// The Redis implementations must give the in-memory rules' answers, step for step, on the same clock.
let shared: Awaited<ReturnType<typeof sharedServices>>;
let links: RedisLink[] = [];
let redis: Redis;
beforeAll(async () => {
  shared = await sharedServices();
  links = await Promise.all([connectRedis(clusterTargets().redisUrl, shared.prefix), connectRedis(clusterTargets().redisUrl, shared.prefix)]);
  redis = links[0]!.commands;
});
afterAll(async () => {
  await Promise.all(links.map((link) => link.close()));
  await shared?.cleanUp();
});

/** A small deterministic sequence generator, so a failure replays. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function outcome(budget: WriteBudget, userId: string) {
  try {
    return { taken: await budget.take('posts', userId) };
  } catch (error) {
    if (error instanceof RateLimited) return { refused: error.message, retryAfterMs: error.retryAfterMs };
    throw error;
  }
}

describe('write limits in Redis', () => {
  it('answer as the in-memory limiter does over a day of calls, give-backs and waits', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const limits = { ...DEFAULT_WRITE_LIMITS, posts: { perMinute: 3, perDay: 9 } };
    const memory = new WriteLimiter(limits, () => now);
    const shared1 = createSharedWriteLimits(links[0]!.commands, `${shared.prefix}wl:`, limits, () => now);
    const shared2 = createSharedWriteLimits(links[1]!.commands, `${shared.prefix}wl:`, limits, () => now);
    const next = random(7);
    let refusals = 0;
    for (let step = 0; step < 120; step++) {
      const user = next() < 0.8 ? 'u1' : 'u2';
      const a = await outcome(memory, user);
      // Alternate the two connections: they share one count.
      const b = await outcome(step % 2 === 0 ? shared1 : shared2, user);
      expect({ step, refused: b.refused, retryAfterMs: b.retryAfterMs }).toEqual({ step, refused: a.refused, retryAfterMs: a.retryAfterMs });
      if (a.refused) refusals += 1;
      if (a.taken && next() < 0.15) {
        a.taken();
        b.taken!();
        // The give-back is sent without waiting; let it land before the next call.
        await redis.ping();
      }
      now += Math.floor(next() * (next() < 0.1 ? 3 * 60 * 60_000 : 40_000));
    }
    // The sequence reached both limits, not only the happy path.
    expect(refusals).toBeGreaterThan(10);
  });
});

describe('the wrong-password throttle in Redis', () => {
  it('gives the in-memory waits for guesses, owners and new addresses', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z');
    const memory = createLoginThrottles(() => now);
    const sharedA = createSharedLoginThrottles(links[0]!.commands, `${shared.prefix}lt:`, () => now);
    const sharedB = createSharedLoginThrottles(links[1]!.commands, `${shared.prefix}lt:`, () => now);
    const next = random(11);
    const phones = ['13900000001', '13900000002'];
    const addresses = ['198.51.100.1', '203.0.113.7', '203.0.113.8'];
    let held = 0;
    for (let step = 0; step < 200; step++) {
      const phone = phones[Math.floor(next() * phones.length)]!;
      const address = addresses[Math.floor(next() * addresses.length)]!;
      const shared = step % 2 === 0 ? sharedA : sharedB;
      const wait = memory.waitFor(phone, address);
      expect({ step, wait: await shared.waitFor(phone, address) }).toEqual({ step, wait });
      if (wait > 0) held += 1;
      else if (next() < 0.85) {
        memory.fail(phone, address);
        await shared.fail(phone, address);
      } else {
        memory.succeed(phone, address);
        await shared.succeed(phone, address);
      }
      now += Math.floor(next() * 90_000);
    }
    expect(held).toBeGreaterThan(10);
  });
});

describe('runOnce', () => {
  async function twoAtOnce(first: RunOnce, second: RunOnce, options = {}) {
    let runs = 0;
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    const work = async () => {
      runs += 1;
      started();
      await gate;
    };
    const one = first('digest', work, options);
    await running;
    // The first holds the job until released; the second, asked meanwhile, does not run it.
    const two = await second('digest', work, options);
    release();
    return { ran: [await one, two], runs };
  }

  it('with Redis: one of two instances runs a job asked at once, and a finished period is not run again', async () => {
    const [a, b] = [redisRunOnce(links[0]!), redisRunOnce(links[1]!)];
    expect(await twoAtOnce(a, b)).toEqual({ ran: [true, false], runs: 1 });
    // Without a period the job may run again once finished; with one, not for that period.
    expect(await b('digest', async () => undefined)).toBe(true);
    let runs = 0;
    expect(await a('roll', async () => void (runs += 1), { period: '2026-11-25' })).toBe(true);
    expect(await b('roll', async () => void (runs += 1), { period: '2026-11-25' })).toBe(false);
    expect(await b('roll', async () => void (runs += 1), { period: '2026-11-26' })).toBe(true);
    expect(runs).toBe(2);
  });

  it('with Redis: a job that fails leaves its period to be run again', async () => {
    const run = redisRunOnce(links[0]!);
    await expect(run('flaky', async () => Promise.reject(new Error('upstream down')), { period: 'p1' })).rejects.toThrow('upstream down');
    expect(await run('flaky', async () => undefined, { period: 'p1' })).toBe(true);
  });

  it('with PostgreSQL alone: an advisory lock keeps a second connection from running it at the same time', async () => {
    const url = shared.env.DATABASE_URL;
    const [one, two] = await Promise.all([openDatabase({ url, dataDir: shared.env.DATA_DIR }), openDatabase({ url, dataDir: shared.env.DATA_DIR })]);
    try {
      expect(await twoAtOnce(postgresRunOnce(one), postgresRunOnce(two))).toEqual({ ran: [true, false], runs: 1 });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('in one process: a job still running is not started again', async () => {
    const run = localRunOnce();
    expect(await twoAtOnce(run, run)).toEqual({ ran: [true, false], runs: 1 });
  });
});
