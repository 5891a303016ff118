import type { Redis } from 'ioredis';
import { GrowingThrottle, LOGIN_RULES, type LoginThrottles, type ThrottleRule } from '../auth/login-throttle.ts';

const KNOWN_MS = 30 * 24 * 60 * 60_000;

/** One counter of GrowingThrottle's rule, its failure times kept in a Redis list that every instance writes. */
function counter(redis: Redis, prefix: string, rule: ThrottleRule, now: () => number) {
  // The delay arithmetic is GrowingThrottle's own; only where the times live differs.
  const rules = new GrowingThrottle(rule);
  const keep = rule.free + Math.ceil(Math.log2(rule.maxMs / rule.baseMs)) + 1;
  return {
    async waitFor(key: string): Promise<number> {
      const since = now() - rule.windowMs;
      const recent = (await redis.lrange(prefix + key, 0, -1)).map(Number).filter((at) => at > since);
      if (recent.length < rule.free) return 0;
      return Math.max(0, Math.max(...recent) + rules.delayAfter(recent.length) - now());
    },
    fail(key: string) {
      return redis
        .multi()
        .lpush(prefix + key, String(now()))
        .ltrim(prefix + key, 0, keep - 1)
        .pexpire(prefix + key, rule.windowMs)
        .exec();
    },
    succeed: (key: string) => redis.del(prefix + key),
  };
}

/**
 * The wrong-password throttle of decision 0026 with its counts in Redis: a guesser spread over the
 * instances meets one count (decision 0067). Same three counters and known addresses as in memory.
 */
export function createSharedLoginThrottles(redis: Redis, prefix: string, now: () => number = Date.now): LoginThrottles {
  const pair = counter(redis, `${prefix}login:pair:`, LOGIN_RULES.pair, now);
  const address = counter(redis, `${prefix}login:address:`, LOGIN_RULES.address, now);
  const phoneFromNew = counter(redis, `${prefix}login:phone:`, LOGIN_RULES.phoneFromNewAddresses, now);
  const knownKey = (phone: string, ip: string) => `${prefix}login:known:${phone}|${ip}`;
  const known = async (phone: string, ip: string) => (await redis.exists(knownKey(phone, ip))) === 1;
  const pairKey = (phone: string, ip: string) => `${phone}|${ip}`;
  return {
    async waitFor(phone, ip) {
      const waits = await Promise.all([
        pair.waitFor(pairKey(phone, ip)),
        address.waitFor(ip),
        known(phone, ip).then((k) => (k ? 0 : phoneFromNew.waitFor(phone))),
      ]);
      return Math.max(...waits);
    },
    async fail(phone, ip) {
      await Promise.all([pair.fail(pairKey(phone, ip)), address.fail(ip), known(phone, ip).then((k) => (k ? undefined : phoneFromNew.fail(phone)))]);
    },
    async succeed(phone, ip) {
      await Promise.all([pair.succeed(pairKey(phone, ip)), redis.set(knownKey(phone, ip), '1', 'PX', KNOWN_MS)]);
    },
  };
}
