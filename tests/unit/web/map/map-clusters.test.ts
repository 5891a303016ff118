import { describe, expect, it } from 'vitest';
import { createClusters } from '../../../../src/web/map/map-clusters.ts';

// Ten stores within ~1 km of Jinxiang's centre and one in Pizhou, 100 km away.
const jinxiang = Array.from({ length: 10 }, (_, i) => ({ latitude: 35.06 + i * 0.001, longitude: 116.31 + i * 0.001, marker: `jx${i}` }));
const pizhou = { latitude: 34.31, longitude: 117.96, marker: 'pz' };
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('createClusters', () => {
  const clusters = createClusters([...jinxiang, pizhou], 18);

  it('draws a crowd as one bubble with its count at a low zoom, and a lone store as its pin', () => {
    const items = clusters.at(WORLD, 8);
    expect(items).toHaveLength(2);
    const bubble = items.find((i) => i.kind === 'cluster');
    expect(bubble).toMatchObject({ kind: 'cluster', count: 10 });
    expect(items.find((i) => i.kind === 'pin')).toMatchObject({ kind: 'pin', marker: 'pz', latitude: 34.31, longitude: 117.96 });
  });

  it('a bubble knows the zoom at which it comes apart, and at the last zoom every store is a pin', () => {
    const bubble = clusters.at(WORLD, 8).find((i) => i.kind === 'cluster')!;
    expect(bubble.kind === 'cluster' && bubble.expansionZoom).toBeGreaterThan(8);
    const spread = clusters.at(WORLD, 18);
    expect(spread.every((i) => i.kind === 'pin')).toBe(true);
    expect(spread.map((i) => (i.kind === 'pin' ? i.marker : '')).sort()).toEqual([...jinxiang.map((j) => j.marker), 'pz'].sort());
  });

  it('draws only what is in the view', () => {
    expect(clusters.at([117.5, 34, 118.5, 35], 8)).toEqual([{ kind: 'pin', marker: 'pz', latitude: 34.31, longitude: 117.96 }]);
  });
});
