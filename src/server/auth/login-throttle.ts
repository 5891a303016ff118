/**
 * Wrong-password throttling that a stranger cannot turn into a lockout (decision 0026, superseding
 * parts of 0020). Kept in memory for one server process; with REDIS_URL the same rules count in Redis (decision 0067).
 */

/** How a counter slows a key down: `free` failures within `windowMs` cost nothing, then each further one doubles the wait. */
export interface ThrottleRule {
  free: number;
  /** The wait after the first failure past `free`; it doubles with each further failure. */
  baseMs: number;
  maxMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

export interface ThrottleOptions {
  /** Keys kept at most; past it the stalest are dropped, so a flood of made-up keys cannot grow memory without end. */
  maxKeys?: number;
  now?: () => number;
}

/** Failures per key with growing delays: the wait runs from the key's latest failure. */
export class GrowingThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly rule: ThrottleRule,
    options: ThrottleOptions = {},
  ) {
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** The wait the key's failures call for: 0 up to `free`, then base, 2×base, 4×base … up to max. */
  delayAfter(failures: number): number {
    if (failures < this.rule.free) return 0;
    return Math.min(this.rule.baseMs * 2 ** (failures - this.rule.free), this.rule.maxMs);
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.free) return 0;
    return Math.max(0, recent[recent.length - 1]! + this.delayAfter(recent.length) - this.now());
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    // Enough timestamps to reach the longest delay; older ones change nothing.
    const keep = this.rule.free + Math.ceil(Math.log2(this.rule.maxMs / this.rule.baseMs)) + 1;
    if (recent.length > keep) recent.splice(0, recent.length - keep);
    // Re-inserting keeps the map in order of last failure, so the first keys are the stalest.
    this.failures.delete(key);
    this.failures.set(key, recent);
    for (const stale of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(stale);
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }
}

/** Addresses a phone signed in from with its right password, remembered for `keepMs` (bounded like the counters). */
class KnownAddresses {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly keepMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number,
  ) {}

  has(phone: string, address: string): boolean {
    const at = this.seen.get(`${phone}|${address}`);
    return at !== undefined && at > this.now() - this.keepMs;
  }

  add(phone: string, address: string): void {
    const key = `${phone}|${address}`;
    this.seen.delete(key);
    this.seen.set(key, this.now());
    for (const stale of this.seen.keys()) {
      if (this.seen.size <= this.maxKeys) break;
      this.seen.delete(stale);
    }
  }
}

/** In memory (one instance, below) or in Redis (several, src/server/cluster/shared-login-throttle.ts); callers await either. */
export interface LoginThrottles {
  /** Milliseconds this phone must wait from this address before its password is checked. */
  waitFor(phone: string, address: string): number | Promise<number>;
  fail(phone: string, address: string): void | Promise<void>;
  succeed(phone: string, address: string): void | Promise<void>;
}

/** The in-memory throttles answer at once. */
export interface LocalLoginThrottles extends LoginThrottles {
  waitFor(phone: string, address: string): number;
  fail(phone: string, address: string): void;
  succeed(phone: string, address: string): void;
}

const MINUTE = 60_000;

/** The rules (decision 0026); exported for the unit tests and the README. */
export const LOGIN_RULES = {
  /** One phone from one address: the owner's own counter, which only the owner's address can spend. */
  pair: { free: 5, baseMs: MINUTE, maxMs: 15 * MINUTE, windowMs: 60 * MINUTE },
  /** One address over any phones: a guesser trying many phones (a family or market office shares one). */
  address: { free: 20, baseMs: MINUTE, maxMs: 60 * MINUTE, windowMs: 60 * MINUTE },
  /** One phone from every address it never signed in from: a guesser spread over many addresses. */
  phoneFromNewAddresses: { free: 10, baseMs: MINUTE, maxMs: 60 * MINUTE, windowMs: 60 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/**
 * Three counters, each with growing delays, none of which a stranger can spend for the owner at the
 * owner's own address: the (phone, address) pair; the address over all phones; and the phone over
 * addresses it has never signed in from (an address where the right password was given in the last
 * 30 days is exempt from that one). A right password clears its pair.
 */
export function createLoginThrottles(now: () => number = Date.now): LocalLoginThrottles {
  const pair = new GrowingThrottle(LOGIN_RULES.pair, { now });
  const address = new GrowingThrottle(LOGIN_RULES.address, { now });
  const phoneFromNew = new GrowingThrottle(LOGIN_RULES.phoneFromNewAddresses, { now });
  const known = new KnownAddresses(30 * 24 * 60 * MINUTE, 100_000, now);
  const pairKey = (phone: string, ip: string) => `${phone}|${ip}`;
  return {
    waitFor(phone, ip) {
      const waits = [pair.waitFor(pairKey(phone, ip)), address.waitFor(ip)];
      if (!known.has(phone, ip)) waits.push(phoneFromNew.waitFor(phone));
      return Math.max(...waits);
    },
    fail(phone, ip) {
      pair.fail(pairKey(phone, ip));
      address.fail(ip);
      if (!known.has(phone, ip)) phoneFromNew.fail(phone);
    },
    succeed(phone, ip) {
      pair.succeed(pairKey(phone, ip));
      known.add(phone, ip);
    },
  };
}
