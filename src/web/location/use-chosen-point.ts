import { useState } from 'react';
import { usePlaceAt } from '../map/use-map-settings.ts';
import { roundPoint, type GeoPoint } from '../platform/coordinates.ts';
import { LocationError, locationPlatform } from '../platform/index.ts';
import { tl } from '../i18n/messages/location.ts';
import type { Language } from '../i18n/language.ts';

/**
 * A point being chosen on a map: tapped (setPoint) or asked of the device (locate), the map's centre
 * following the device's answer, the place at the point, and why locating failed when it did.
 */
export function useChosenPoint(initial: GeoPoint | undefined, lang: Language) {
  const [point, setPoint] = useState<GeoPoint | undefined>(initial);
  const [center, setCenter] = useState<GeoPoint | undefined>(initial);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const place = usePlaceAt(point);

  const locate = async () => {
    setLocating(true);
    setProblem('');
    try {
      const here = await (await locationPlatform()).getLocation();
      const p = roundPoint({ latitude: here.latitude, longitude: here.longitude });
      setPoint(p);
      setCenter(p);
    } catch (error) {
      setProblem(tl(error instanceof LocationError && error.reason === 'denied' ? 'location.denied' : 'location.unavailable', {}, lang));
    } finally {
      setLocating(false);
    }
  };

  return { point, setPoint, center, locating, problem, place, locate };
}
