import { wgs84ToGcj02 } from './coordinates.ts';
import { hrefFor } from '../router/paths.ts';
import { LocationError, type LocatedPoint, type LocationPlatform, type LocationTarget } from './location.ts';

const REASONS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/** The browser's geolocation (WGS-84, converted to GCJ-02); opening a point shows the app's map page. */
export function createBrowserLocation(): LocationPlatform {
  return {
    kind: 'browser',
    getLocation() {
      return new Promise<LocatedPoint>((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject(new LocationError('unsupported', 'This browser cannot tell its location'));
        navigator.geolocation.getCurrentPosition(
          (position) => resolve({ ...wgs84ToGcj02(position.coords), accuracy: position.coords.accuracy, source: 'browser' }),
          (error) => reject(new LocationError(REASONS[error.code as 1 | 2 | 3] ?? 'unavailable', error.message)),
          { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
        );
      });
    },
    async openLocation(target: LocationTarget) {
      window.location.hash = hrefFor('location/open-location', { ...target });
    },
  };
}
