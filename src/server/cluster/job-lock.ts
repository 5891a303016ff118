import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.ts';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import type { RedisLink } from './redis.ts';

export interface RunOnceOptions {
  /**
   * The run's period ("2026-11-25" for a daily job): once one instance has finished the job for it,
   * no instance runs it again for that period. Without it, only running twice at the same time is prevented.
   */
  period?: string;
  /** How long a lock outlives an instance that died holding it (Redis), default 10 minutes; renewed while the work runs. */
  lockMs?: number;
}

/**
 * Scheduled jobs (the demo roll, alert evaluation, digests) run on every instance's timer but do their
 * work once (decision 0068): wrap the timer's body in `runOnce(jobName, work)`. It answers whether
 * this instance ran the work; false when another is running it, or (with a period) has finished it.
 */
export type RunOnce = (jobName: string, work: () => Promise<void>, options?: RunOnceOptions) => Promise<boolean>;

const DONE_MS = 3 * 24 * 60 * 60_000;

/**
 * Only this process runs jobs (SQLite, or PostgreSQL without Redis): `lock` keeps one job from running
 * twice at once; the periods finished are remembered here.
 */
function inProcess(lock: (name: string, work: () => Promise<void>) => Promise<boolean>): RunOnce {
  const finished = new Map<string, string>();
  const done = (jobName: string, period: string | undefined) => period !== undefined && finished.get(jobName) === period;
  return async (jobName, work, options = {}) => {
    if (done(jobName, options.period)) return false;
    let ran = false;
    const held = await lock(jobName, async () => {
      // Another run may have finished the period while this one waited to start.
      if (done(jobName, options.period)) return;
      await work();
      ran = true;
      if (options.period !== undefined) finished.set(jobName, options.period);
    });
    return held && ran;
  };
}

export function localRunOnce(): RunOnce {
  const running = new Set<string>();
  return inProcess(async (name, work) => {
    if (running.has(name)) return false;
    running.add(name);
    try {
      await work();
      return true;
    } finally {
      running.delete(name);
    }
  });
}

/** PostgreSQL without Redis: an advisory lock per job, so even two misconfigured instances never run one together. */
export function postgresRunOnce(database: DatabaseHandle): RunOnce {
  return inProcess(async (name, work) => (await withAdvisoryLock(database.db, `job:${name}`, async () => (await work(), true), { wait: false })) ?? false);
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/** Redis: a lock key per job (SET NX with an expiry, renewed while the work runs) and a done key per period. */
export function redisRunOnce(link: RedisLink): RunOnce {
  const redis = link.commands;
  return async (jobName, work, options = {}) => {
    const lockMs = options.lockMs ?? 10 * 60_000;
    const lockKey = `${link.prefix}job:${jobName}:lock`;
    const doneKey = options.period === undefined ? undefined : `${link.prefix}job:${jobName}:done:${options.period}`;
    if (doneKey && (await redis.exists(doneKey))) return false;
    const token = randomUUID();
    if ((await redis.set(lockKey, token, 'PX', lockMs, 'NX')) !== 'OK') return false;
    const renew = setInterval(() => void redis.eval(RENEW, 1, lockKey, token, lockMs).catch(() => undefined), lockMs / 3);
    renew.unref();
    try {
      // Another instance may have finished between the check above and taking the lock.
      if (doneKey && (await redis.exists(doneKey))) return false;
      await work();
      if (doneKey) await redis.set(doneKey, new Date().toISOString(), 'PX', DONE_MS);
      return true;
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE, 1, lockKey, token).catch(() => undefined);
    }
  };
}
