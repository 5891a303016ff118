import { randomUUID } from 'node:crypto';
import { tableColumns } from '../../../generated/migration.ts';
import { createDataChanges, type DataChanges } from '../cache/data-changes.ts';
import { connectRedis, type RedisLink } from './redis.ts';

/**
 * Data versions that every instance moves (decision 0067): a committed write here moves this
 * instance's versions at once and is published on one Redis channel; each other instance moves its
 * own on the message, so its kept replies (src/server/cache/public-replies.ts) are dropped. ETags are
 * digests of the reply's bytes, so instances that hold the same rows give the same ETag.
 * A lost connection may have lost messages: on reconnecting, every table counts as changed.
 */
export async function createSharedChanges(link: RedisLink, beforeRead?: () => void): Promise<DataChanges> {
  const local = createDataChanges(beforeRead);
  const channel = `${link.prefix}data-changes`;
  const self = randomUUID();
  link.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { instance, tables } = JSON.parse(message) as { instance: string; tables: string[] };
      if (instance !== self && Array.isArray(tables)) local.touch(tables.map(String));
    } catch {
      // Not ours; ignore.
    }
  });
  let connected = false;
  link.subscriber.on('ready', () => {
    if (connected) local.touch(Object.keys(tableColumns));
    connected = true;
  });
  await link.subscriber.subscribe(channel);
  connected = true;
  return {
    touch(tables) {
      local.touch(tables);
      // This instance has moved already. Should a publish fail (Redis down past one retry), the others'
      // kept replies of those tables last until their cache period (10 minutes for lists) ends.
      void link.commands.publish(channel, JSON.stringify({ instance: self, tables })).catch(() => undefined);
    },
    version: local.version,
    subscribe: local.subscribe,
  };
}

/**
 * For a command that writes beside the servers (the import CLI): with REDIS_URL, tells every running
 * instance which tables it changed, as an instance's own write would. Without Redis there is nothing to tell
 * (SQLite's servers notice another process's commit themselves).
 */
export async function announceChanges(redis: { url: string; keyPrefix: string } | undefined, tables: readonly string[]): Promise<void> {
  if (!redis || tables.length === 0) return;
  const link = await connectRedis(redis.url, redis.keyPrefix);
  try {
    await link.commands.publish(`${link.prefix}data-changes`, JSON.stringify({ instance: 'command', tables }));
  } finally {
    await link.close();
  }
}
