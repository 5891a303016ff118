import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RedisLink } from './redis.ts';

export interface Health {
  /** Set on SIGTERM: /readyz answers 503 so the balancer sends nothing new while requests in flight finish. */
  draining: boolean;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref());
  return Promise.race([work, late]);
}

/**
 * For a load balancer, outside /api (decision 0068): `/healthz` answers 200 while the process serves
 * HTTP at all; `/readyz` answers 200 when the database (and Redis, when configured) answer within a
 * second and the instance is not draining, else 503 naming what failed. Plain JSON, never cached.
 */
export function registerHealth(app: FastifyInstance, db: Db, redis: RedisLink | undefined, health: Health): void {
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
    await Promise.all([check('database', () => sql`select 1`.execute(db)), ...(redis ? [check('redis', () => redis.commands.ping())] : [])]);
    if (health.draining) checks.instance = 'draining: shutting down';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
