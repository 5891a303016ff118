import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../src/server/auth/login-throttle.ts';

const MINUTE = 60_000;

function throttle(maxKeys?: number) {
  let now = 0;
  const t = new LoginThrottle({ maxFailures: 3, windowMs: 10 * MINUTE, maxKeys, now: () => now });
  return { t, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('lets a key try until it has failed maxFailures times in the window', () => {
    const { t, advance } = throttle();
    t.fail('a');
    advance(MINUTE);
    t.fail('a');
    expect(t.waitFor('a')).toBe(0);
    advance(MINUTE);
    t.fail('a');
    // The oldest failure (at 0) leaves the window at 10 minutes; it is now 2 minutes.
    expect(t.waitFor('a')).toBe(8 * MINUTE);
    expect(t.waitFor('b')).toBe(0);
  });

  it('slides: once the oldest failure is out of the window the key may try again, and one more failure waits again', () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 3; i++) {
      t.fail('a');
      advance(MINUTE);
    }
    advance(7 * MINUTE);
    expect(t.waitFor('a')).toBe(0);
    t.fail('a');
    expect(t.waitFor('a')).toBe(MINUTE);
  });

  it('clears a key on success', () => {
    const { t } = throttle();
    for (let i = 0; i < 3; i++) t.fail('a');
    t.succeed('a');
    expect(t.waitFor('a')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the stalest, so made-up keys cannot grow memory without end', () => {
    const { t, advance } = throttle(2);
    for (const key of ['a', 'b', 'a', 'c']) {
      for (let i = 0; i < 3; i++) t.fail(key);
      advance(1);
    }
    // b failed before a's and c's last failures: it was dropped; a and c are still held.
    expect(t.waitFor('b')).toBe(0);
    expect(t.waitFor('a')).toBeGreaterThan(0);
    expect(t.waitFor('c')).toBeGreaterThan(0);
  });
});
