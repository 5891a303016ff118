import { describe, expect, it } from 'vitest';
import { createIdMaker, ID_NODES, newId } from '../../../src/server/db/ids.ts';

describe('ids', () => {
  it('two instances making ids in the same milliseconds never make the same one', () => {
    const one = createIdMaker(1);
    const two = createIdMaker(2);
    const made = new Set<string>();
    for (let ms = 1_795_000_000_000; ms < 1_795_000_000_005; ms++) {
      for (let i = 0; i < 300; i++) {
        made.add(one.next(ms));
        made.add(two.next(ms));
      }
    }
    expect(made.size).toBe(2 * 5 * 300);
  });

  it('are time-ordered within an instance, also past 256 in one millisecond, and the same length as before', () => {
    const maker = createIdMaker(ID_NODES - 1);
    const ids = Array.from({ length: 600 }, () => BigInt(maker.next(1_795_000_000_000)));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    expect(newId(1_795_000_000_000)).toHaveLength(16);
  });

  it('keep their order when the instance number changes mid-millisecond (several apps in one test process)', () => {
    const maker = createIdMaker(0);
    const first = maker.next(1_795_000_000_000);
    maker.setNode(3);
    const second = maker.next(1_795_000_000_000);
    expect(second).not.toBe(first);
    maker.setNode(0);
    expect(maker.next(1_795_000_000_000)).not.toBe(first);
  });
});
