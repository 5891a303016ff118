import { describe, expect, it } from 'vitest';
import { createLoginThrottles, GrowingThrottle, LOGIN_RULES } from '../../../src/server/auth/login-throttle.ts';

const MINUTE = 60_000;

function clock() {
  let now = Date.parse('2026-11-23T08:00:00Z');
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('GrowingThrottle', () => {
  const rule = { free: 3, baseMs: MINUTE, maxMs: 8 * MINUTE, windowMs: 60 * MINUTE };

  it('lets a key fail `free` times at no cost, then doubles the wait from its latest failure up to the cap', () => {
    const c = clock();
    const t = new GrowingThrottle(rule, { now: c.now });
    t.fail('a');
    t.fail('a');
    expect(t.waitFor('a')).toBe(0);
    t.fail('a');
    expect(t.waitFor('a')).toBe(MINUTE);
    c.advance(MINUTE);
    expect(t.waitFor('a')).toBe(0);
    const waits = [];
    for (let i = 0; i < 5; i++) {
      t.fail('a');
      waits.push(t.waitFor('a'));
      c.advance(t.waitFor('a'));
    }
    expect(waits).toEqual([2, 4, 8, 8, 8].map((m) => m * MINUTE));
    expect(t.waitFor('b')).toBe(0);
  });

  it('forgets failures older than the window and clears a key on success', () => {
    const c = clock();
    const t = new GrowingThrottle(rule, { now: c.now });
    for (let i = 0; i < 4; i++) t.fail('a');
    expect(t.waitFor('a')).toBe(2 * MINUTE);
    c.advance(61 * MINUTE);
    expect(t.waitFor('a')).toBe(0);
    for (let i = 0; i < 4; i++) t.fail('a');
    t.succeed('a');
    expect(t.waitFor('a')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the stalest', () => {
    const c = clock();
    const t = new GrowingThrottle(rule, { now: c.now, maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) t.fail(key);
    expect(t.waitFor('a')).toBe(0);
    expect(t.waitFor('b')).toBeGreaterThan(0);
    expect(t.waitFor('c')).toBeGreaterThan(0);
  });

  it('computes the delay for a count', () => {
    const t = new GrowingThrottle(rule);
    expect([0, 2, 3, 4, 5, 6, 50].map((n) => t.delayAfter(n) / MINUTE)).toEqual([0, 0, 1, 2, 4, 8, 8]);
  });
});

describe('createLoginThrottles: a stranger cannot lock the owner out', () => {
  const OWNER = '198.51.100.1';
  const STRANGER = '203.0.113.7';
  const PHONE = '13912345678';

  it('slows the guesser at their own address while the owner at theirs gets straight in', () => {
    const c = clock();
    const t = createLoginThrottles(c.now);
    t.succeed(PHONE, OWNER);
    for (let i = 0; i < 40; i++) {
      c.advance(t.waitFor(PHONE, STRANGER));
      t.fail(PHONE, STRANGER);
    }
    expect(t.waitFor(PHONE, STRANGER)).toBeGreaterThan(0);
    expect(t.waitFor(PHONE, OWNER)).toBe(0);
  });

  it("holds a guesser spread over many new addresses to the phone-wide budget, but not the owner's known address", () => {
    const c = clock();
    const t = createLoginThrottles(c.now);
    t.succeed(PHONE, OWNER);
    for (let i = 0; i < LOGIN_RULES.phoneFromNewAddresses.free; i++) t.fail(PHONE, `203.0.113.${i}`);
    // A further new address has to wait; the owner's known address does not.
    expect(t.waitFor(PHONE, '203.0.113.200')).toBe(MINUTE);
    expect(t.waitFor(PHONE, OWNER)).toBe(0);
  });

  it('makes the owner wait too after their own five wrong passwords, growing, and a right one clears it', () => {
    const c = clock();
    const t = createLoginThrottles(c.now);
    for (let i = 0; i < 5; i++) t.fail(PHONE, OWNER);
    expect(t.waitFor(PHONE, OWNER)).toBe(MINUTE);
    c.advance(MINUTE);
    t.fail(PHONE, OWNER);
    expect(t.waitFor(PHONE, OWNER)).toBe(2 * MINUTE);
    c.advance(2 * MINUTE);
    t.succeed(PHONE, OWNER);
    expect(t.waitFor(PHONE, OWNER)).toBe(0);
  });

  it('slows one address that tries many phones, and only that address', () => {
    const c = clock();
    const t = createLoginThrottles(c.now);
    for (let i = 0; i < LOGIN_RULES.address.free; i++) t.fail(`1300000${1000 + i}`, STRANGER);
    expect(t.waitFor(PHONE, STRANGER)).toBe(MINUTE);
    expect(t.waitFor(PHONE, OWNER)).toBe(0);
  });
});
