import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gcj02ToWgs84, roundPoint, toGeoPoint, wgs84ToGcj02 } from '../../../../src/web/platform/coordinates.ts';

describe('WGS-84 ⇄ GCJ-02', () => {
  it("gives DOMAIN.md's check value for Tiananmen", () => {
    const p = wgs84ToGcj02({ latitude: 39.90923, longitude: 116.397428 });
    expect(p.longitude).toBeCloseTo(116.40367162595768, 12);
    expect(p.latitude).toBeCloseTo(39.91063350638631, 12);
  });

  it('shifts Jinxiang by a few hundred metres, as GCJ-02 does', () => {
    const p = wgs84ToGcj02({ latitude: 35.0666, longitude: 116.3115 });
    const metres = Math.hypot((p.longitude - 116.3115) * 111_320 * Math.cos((35.0666 * Math.PI) / 180), (p.latitude - 35.0666) * 110_574);
    expect(metres).toBeGreaterThan(100);
    expect(metres).toBeLessThan(700);
  });

  it('goes back within a metre anywhere in China', () => {
    fc.assert(
      fc.property(fc.double({ min: 18.2, max: 53.5, noNaN: true }), fc.double({ min: 73.6, max: 134.7, noNaN: true }), (latitude, longitude) => {
        const back = gcj02ToWgs84(wgs84ToGcj02({ latitude, longitude }));
        return Math.abs(back.latitude - latitude) < 1e-5 && Math.abs(back.longitude - longitude) < 1e-5;
      }),
    );
  });
});

describe('toGeoPoint', () => {
  it.each([
    [35.07, 116.31, { latitude: 35.07, longitude: 116.31 }],
    ['35.07', '116.31', { latitude: 35.07, longitude: 116.31 }],
    [91, 116, undefined],
    [35, -181, undefined],
    ['', '116', undefined],
    [null, 116, undefined],
    [Number.NaN, 116, undefined],
  ])('(%j, %j) → %j', (lat, lng, want) => {
    expect(toGeoPoint(lat, lng)).toEqual(want);
  });

  it('rounds to 6 places', () => {
    expect(roundPoint({ latitude: 39.91855185636326, longitude: 116.41748428344728 })).toEqual({ latitude: 39.918552, longitude: 116.417484 });
  });
});
