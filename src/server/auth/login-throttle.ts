/**
 * Counts wrong passwords per key (a phone number, an address) in a sliding window: after `maxFailures`
 * within `windowMs` the key waits until the oldest of them leaves the window. Kept in memory, so it
 * holds per server process (decision 0020).
 */
export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  /** Keys kept at most; past it the stalest are dropped, so a flood of made-up phones cannot grow memory without end. */
  maxKeys?: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.maxFailures) return 0;
    return recent[recent.length - this.options.maxFailures]! + this.options.windowMs - this.now();
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    // Re-inserting keeps the map in order of last failure, so the first keys are the stalest.
    this.failures.delete(key);
    this.failures.set(key, recent);
    for (const stale of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(stale);
    }
  }

  /** A right password clears the key's count. */
  succeed(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }
}

export interface LoginThrottles {
  byPhone: LoginThrottle;
  byAddress: LoginThrottle;
}

/**
 * OWASP's advice: slow guessing down rather than lock an account for good. Five wrong passwords for a
 * phone in 15 minutes, or twenty from one address (a family or a market office shares one), and the
 * next try waits until the oldest of them is 15 minutes old.
 */
export function createLoginThrottles(now?: () => number): LoginThrottles {
  const windowMs = 15 * 60_000;
  return { byPhone: new LoginThrottle({ maxFailures: 5, windowMs, now }), byAddress: new LoginThrottle({ maxFailures: 20, windowMs, now }) };
}
