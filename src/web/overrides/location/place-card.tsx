import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GeoPoint } from '../../platform/coordinates.ts';
import { usePlaceAt } from '../../map/use-map-settings.ts';
import { tl } from '../../i18n/messages/location.ts';
import { useLanguage } from '../../shell/use-language.ts';

export const coordinateText = (p: GeoPoint, lang: 'en' | 'zh') => tl('location.coordinates', { lat: p.latitude.toFixed(6), lng: p.longitude.toFixed(6) }, lang);

interface Props {
  point: GeoPoint | undefined;
  title: string;
  name?: string;
  /** Given: shown as is; not given: asked of the server (reverse geocoding). */
  address?: string;
  children?: ReactNode;
}

/** A point's name or address, its coordinates, and actions below. */
export function PlaceCard({ point, title, name, address, children }: Props) {
  const lang = useLanguage();
  const place = usePlaceAt(point && !address ? point : undefined);
  const looked = place.data;
  let line = address ?? '';
  if (!address && point) line = place.isError ? tl('location.lookupFailed', {}, lang) : looked ? looked.address : tl('location.looking', {}, lang);
  return (
    <Box data-testid="place-card" sx={{ p: 2, bgcolor: 'background.paper' }}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      {name && (
        <Typography variant="subtitle1" data-testid="place-name">
          {name}
        </Typography>
      )}
      {point ? (
        <>
          <Typography data-testid="place-address">{line}</Typography>
          {!address && looked?.approximate && looked.distanceKm !== undefined && (
            <Typography variant="caption" color="text.secondary" data-testid="place-approximate" sx={{ display: 'block' }}>
              {tl('location.approximate', { km: looked.distanceKm }, lang)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="place-coordinates">
            {coordinateText(point, lang)}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary" data-testid="place-hint">
          {tl('location.tapHint', {}, lang)}
        </Typography>
      )}
      {children && <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>{children}</Box>}
    </Box>
  );
}
