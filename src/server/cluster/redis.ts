import { Redis } from 'ioredis';

/** The connections an instance keeps to Redis: one for commands, one that listens (a subscribed connection sends nothing else). */
export interface RedisLink {
  commands: Redis;
  subscriber: Redis;
  /** Every key and channel starts with it (REDIS_KEY_PREFIX), so several apps or test runs share one Redis. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Connects and pings, so a wrong REDIS_URL stops the start instead of the first sign-in. A command
 * waits through one reconnection at most, then fails (the call answers 5xx, never hangs).
 */
export async function connectRedis(url: string, prefix: string): Promise<RedisLink> {
  const options = { maxRetriesPerRequest: 1, connectTimeout: 5000, lazyConnect: true };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
    await commands.ping();
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL does not answer: ${(error as Error).message}`, { cause: error });
  }
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
