import type { GeoPoint } from './coordinates.ts';

/** A position fix, always GCJ-02 (seed-spec.md section 9: location type gcj02). */
export interface LocatedPoint extends GeoPoint {
  /** Metres, when the source says. */
  accuracy?: number;
  source: 'wechat' | 'browser';
}

/** What to show at a point. */
export interface LocationTarget extends GeoPoint {
  name?: string;
  address?: string;
  /** Map zoom 1–28 as WeChat takes it; default 15. */
  scale?: number;
}

export type LocationErrorReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class LocationError extends Error {
  constructor(
    readonly reason: LocationErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LocationError';
  }
}

/**
 * Location for the app, one interface with two implementations (DESIGN.md "The web app"): inside
 * WeChat the JS-SDK (wx.getLocation / wx.openLocation), elsewhere the browser's geolocation and the
 * app's own /open-location page. Get it with `locationPlatform()` from platform/index.ts.
 */
export interface LocationPlatform {
  readonly kind: 'wechat' | 'browser';
  getLocation(): Promise<LocatedPoint>;
  openLocation(target: LocationTarget): Promise<void>;
}
