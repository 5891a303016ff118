import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RedisLink } from './redis.ts';

export interface Health {
  /** Set on SIGTERM: /readyz answers 503 so the balancer sends nothing new while requests in flight finish. */
  draining: boolean;
}

/** What /readyz asks of the bucket (S3_BUCKET): a HeadBucket (src/server/storage/s3-storage.ts). */
export interface BucketCheck {
  check(signal: AbortSignal): Promise<void>;
}

/** How long a bucket answer (ok or not) is kept: a balancer probing every second costs one HeadBucket per 5 s. */
export const BUCKET_CHECK_KEEP_MS = 5000;

/**
 * A probe whose answer is kept `keepMs` (from when it settled): calls in that time, and calls while one
 * runs, share it, so a balancer's probes don't each reach the service behind it.
 */
export function keptProbe(probe: () => Promise<void>, keepMs: number, now: () => number = Date.now): () => Promise<void> {
  let kept: { settled?: number; answer: Promise<void> } | undefined;
  return () => {
    if (kept && (kept.settled === undefined || now() - kept.settled < keepMs)) return kept.answer;
    const entry: { settled?: number; answer: Promise<void> } = { answer: probe() };
    entry.answer.then(
      () => (entry.settled = now()),
      () => (entry.settled = now()),
    );
    kept = entry;
    return entry.answer;
  };
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref());
  return Promise.race([work, late]);
}

/**
 * For a load balancer, outside /api (decision 0068): `/healthz` answers 200 while the process serves
 * HTTP at all; `/readyz` answers 200 when the database (and Redis and the bucket, when configured)
 * answer within a second and the instance is not draining, else 503 naming what failed. The bucket's
 * answer is kept BUCKET_CHECK_KEEP_MS (decision 0101). Plain JSON, never cached.
 */
export function registerHealth(app: FastifyInstance, db: Db, redis: RedisLink | undefined, bucket: BucketCheck | undefined, health: Health): void {
  const bucketAnswer = bucket && keptProbe(() => bucket.check(AbortSignal.timeout(1000)), BUCKET_CHECK_KEEP_MS);
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, string> = {};
    const check = async (name: string, probe: () => Promise<unknown>) => {
      try {
        await within(1000, probe());
        checks[name] = 'ok';
      } catch (error) {
        checks[name] = (error as Error).message;
      }
    };
    await Promise.all([
      check('database', () => sql`select 1`.execute(db)),
      ...(redis ? [check('redis', () => redis.commands.ping())] : []),
      ...(bucketAnswer ? [check('bucket', bucketAnswer)] : []),
    ]);
    if (health.draining) checks.instance = 'draining: shutting down';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
