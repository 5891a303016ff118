import { describe, it, expect, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import { randomString } from '../../../src/shared/random-string.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

describe('randomString', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rejects bytes 252..255 instead of folding them onto the first characters', () => {
    const bytes = [252, 253, 254, 255, 0, 35, 36, 251];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.forEach((_, i) => (array[i] = bytes[i % bytes.length] ?? 0));
      return array;
    });
    expect(randomString(4)).toBe('0z0z');
    expect(randomString(9)).toBe('0z0z0z0z0');
  });

  it('defaults to 10 characters', () => {
    expect(randomString()).toMatch(/^[0-9a-z]{10}$/);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError naming length for %s', (length) => {
    expect(() => randomString(length)).toThrow(RangeError);
    expect(() => randomString(length)).toThrow(/length/);
  });

  it('always has length n and only allowed characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (n) => {
        const value = randomString(n);
        expect(value).toHaveLength(n);
        expect(value).toMatch(/^[0-9a-z]+$/);
      }),
    );
  });

  it('handles lengths larger than one getRandomValues call', () => {
    const value = randomString(100_000);
    expect(value).toHaveLength(100_000);
    expect(value).toMatch(/^[0-9a-z]+$/);
  });

  it('uses every character of the alphabet with roughly even frequency', () => {
    const sample = randomString(36_000);
    const counts = new Map<string, number>();
    for (const char of sample) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe(ALPHABET);
    // Expected 1000 each; ±250 is beyond 7 standard deviations.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(750);
      expect(count).toBeLessThan(1250);
    }
  });
});
