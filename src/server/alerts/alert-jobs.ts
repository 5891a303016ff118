import type { Services } from '../engine/context.ts';
import { deliverNotices } from './deliver-notices.ts';
import { runDueDigests } from './digest.ts';
import { evaluateAlerts } from './evaluate-alerts.ts';
import { createPusher, type Pusher } from './push-message.ts';

/** Figures written in this process are evaluated this long after their commit (a burst of writes once). */
const SETTLE_MS = 500;
/** How often other processes' writes (the import command) are looked for: well within the 15 s promise. */
const SWEEP_MS = 5_000;
/** How often due digests are looked for. */
const DIGEST_CHECK_MS = 5 * 60_000;

type Log = { info(msg: string): void; warn(msg: string): void; error(obj: unknown, msg: string): void };

export interface AlertJobs {
  /** Resolves once no evaluation is waiting or running (tests wait on it instead of sleeping). */
  settled(): Promise<void>;
  /** Sends the digests that are due at `now` (the timer calls it; a job lock may wrap it). */
  runDueDigests(now: Date): Promise<number>;
  stop(): void;
}

/**
 * Price alerts' jobs, started once by buildApp (decisions 0061, 0062): every committed write of the
 * price or price_alert tables, whichever path made it (the engine, the console's grid and upload, an
 * import in this process), reaches `changes.subscribe` and schedules one evaluation; a sweep every
 * 5 s asks the database for other processes' commits (SQLite's data_version; PostgreSQL, which has no
 * such counter here, is evaluated on each sweep, which is idempotent). A timer sends due digests.
 */
export function startAlertJobs(services: Services, log: Log, push: Pusher = createPusher(services.config, log)): AlertJobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const run = async () => {
    try {
      const now = new Date();
      await deliverNotices(services.db, push, await evaluateAlerts(services.db, now), now);
    } catch (error) {
      log.error(error, 'price alerts: evaluation failed');
    }
  };
  const start = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        start();
      }
    });
  };
  const schedule = () => {
    if (!timer) timer = setTimeout(start, SETTLE_MS);
  };

  const unsubscribe = services.changes.subscribe((tables) => {
    if (tables.includes('price') || tables.includes('price_alert')) schedule();
  });
  const sweep = setInterval(() => {
    if (services.dialect === 'postgres') schedule();
    else services.changes.version(['price']);
  }, SWEEP_MS);
  const digests = setInterval(() => {
    // One instance at a time sends digests (decision 0068); runDueDigests itself pushes each notice once.
    services
      .runOnce('price-alert-digests', async () => void (await runDueDigests(services.db, push, new Date())))
      .catch((error: unknown) => log.error(error, 'price alerts: digest failed'));
  }, DIGEST_CHECK_MS);
  sweep.unref();
  digests.unref();

  return {
    async settled() {
      while (timer || running) {
        if (timer) {
          clearTimeout(timer);
          start();
        }
        await running;
      }
    },
    runDueDigests: (now) => runDueDigests(services.db, push, now),
    stop() {
      unsubscribe();
      clearInterval(sweep);
      clearInterval(digests);
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
