import type { FastifyInstance } from 'fastify';
import type { Health } from './health.ts';

/**
 * SIGTERM (and SIGINT) drain the instance (decision 0068): /readyz turns 503 at once and every HTTP/1.1 reply
 * carries `Connection: close` (app.ts; HTTP/2 sessions are sent a GOAWAY when the port closes); after
 * `delayMs` (the balancer's time to notice) the port closes: Fastify stops accepting connections,
 * ends idle keep-alive ones and answers a request arriving on a busy one with 503 and
 * `Connection: close`; the requests in flight finish; then the onClose hooks close the database pool
 * and Redis. Past `timeoutMs` the process exits anyway, with status 1.
 */
export function drainOnSignals(app: FastifyInstance, health: Health, options: { delayMs: number; timeoutMs: number }): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      health.draining = true;
      app.log.info(`${signal}: draining (readyz 503), closing in ${options.delayMs} ms`);
      setTimeout(() => process.exit(1), options.delayMs + options.timeoutMs).unref();
      setTimeout(() => {
        // A connection whose request was in flight when the port closed is ended once it goes idle.
        setInterval(() => app.server.closeIdleConnections(), 250).unref();
        void app.close().then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error(error, 'closing failed');
            process.exit(1);
          },
        );
      }, options.delayMs);
    });
  }
}
