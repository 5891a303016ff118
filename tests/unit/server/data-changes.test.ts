import { describe, expect, it } from 'vitest';
import { createDataChanges } from '../../../src/server/cache/data-changes.ts';

describe('data changes', () => {
  it('changes the version of the touched tables only', () => {
    const changes = createDataChanges();
    const prices = changes.version(['price']);
    const both = changes.version(['price', 'walk_quantity']);
    changes.touch(['walk_quantity']);
    expect(changes.version(['price'])).toBe(prices);
    expect(changes.version(['price', 'walk_quantity'])).not.toBe(both);
  });

  it('tells listeners which tables changed until they unsubscribe', () => {
    const changes = createDataChanges();
    const seen: string[][] = [];
    const stop = changes.subscribe((tables) => seen.push([...tables]));
    changes.touch(['buy_sell']);
    stop();
    changes.touch(['price']);
    expect(seen).toEqual([['buy_sell']]);
  });
});
