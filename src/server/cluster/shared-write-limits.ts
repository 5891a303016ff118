import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WriteKind, WriteLimits } from '../config.ts';
import { RateLimited, type WriteBudget } from '../engine/write-limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * WriteLimiter's rule in one atomic step in Redis: the minute is a sorted set of call times (sliding),
 * the day a hash of hourly counts. Answers {0} when taken, {1, waitMs} over the minute, {2, waitMs} over the day.
 */
const TAKE = `
local now = tonumber(ARGV[1]); local perMinute = tonumber(ARGV[2]); local perDay = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - ${MINUTE})
if perMinute > 0 then
  local n = redis.call('ZCARD', KEYS[1])
  if n >= perMinute then
    local at = redis.call('ZRANGE', KEYS[1], n - perMinute, n - perMinute, 'WITHSCORES')
    return {1, tonumber(at[2]) + ${MINUTE} - now}
  end
end
local flat = redis.call('HGETALL', KEYS[2])
local today = 0
local hours = {}
for i = 1, #flat, 2 do
  local hour = tonumber(flat[i]); local count = tonumber(flat[i + 1])
  if count > 0 and hour + ${HOUR} > now - ${DAY} then
    today = today + count
    table.insert(hours, {hour, count})
  else
    redis.call('HDEL', KEYS[2], flat[i])
  end
end
if perDay > 0 and today >= perDay then
  table.sort(hours, function(a, b) return a[1] < b[1] end)
  local excess = today - perDay + 1
  local freed = 0
  for _, h in ipairs(hours) do
    freed = freed + h[2]
    if freed >= excess then return {2, h[1] + ${HOUR} + ${DAY} - now} end
  end
  return {2, ${DAY}}
end
if perMinute > 0 then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ${MINUTE})
end
redis.call('HINCRBY', KEYS[2], ARGV[5], 1)
redis.call('PEXPIRE', KEYS[2], ${DAY + HOUR})
return {0}`;

/** The per-user write limits of decision 0025 counted in Redis, one budget across every instance (decision 0067). */
export function createSharedWriteLimits(redis: Redis, prefix: string, limits: WriteLimits, now: () => number = Date.now): WriteBudget {
  redis.defineCommand('garlicTakeWrite', { numberOfKeys: 2, lua: TAKE });
  const take = (redis as unknown as { garlicTakeWrite(...args: (string | number)[]): Promise<number[]> }).garlicTakeWrite.bind(redis);
  return {
    async take(kind: WriteKind, userId: string) {
      const { perMinute, perDay } = limits[kind];
      const minuteKey = `${prefix}writes:${kind}:${userId}:minute`;
      const dayKey = `${prefix}writes:${kind}:${userId}:day`;
      const at = now();
      const hour = at - (at % HOUR);
      const member = `${at}:${randomUUID()}`;
      const [outcome, waitMs] = await take(minuteKey, dayKey, at, perMinute, perDay, member, hour);
      if (outcome === 1) throw new RateLimited(kind, 'minute', perMinute, waitMs!);
      if (outcome === 2) throw new RateLimited(kind, 'day', perDay, waitMs!);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        void redis
          .multi()
          .zrem(minuteKey, member)
          .hincrby(dayKey, String(hour), -1)
          .exec()
          .catch(() => undefined);
      };
    },
  };
}
