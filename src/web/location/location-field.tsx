import { lazy, Suspense, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import type { LocationPicker } from '../../shared/view-types.ts';
import { toGeoPoint, type GeoPoint } from '../platform/coordinates.ts';
import { tl } from '../i18n/messages/location.ts';
import { useLanguage } from '../shell/use-language.ts';
import type { DivisionFormContext } from '../divisions/division-field.tsx';

// Leaflet comes with the map only: a form without a point never loads it.
const MapView = lazy(() => import('../map/map-view.tsx').then((m) => ({ default: m.MapView })));
const LocationDialog = lazy(() => import('./location-dialog.tsx').then((m) => ({ default: m.LocationDialog })));

/** The ui:options of the field that stands for the map point (see form-ui-schema.ts). */
export interface LocationFieldOptions {
  location: LocationPicker;
  required: boolean;
}

/**
 * rjsf field for a form's `location`: a small map of the chosen point with its coordinates, and a
 * "choose on map" action opening a full-screen map to tap, locate or confirm. Confirming sets the
 * latitude and longitude fields, and the address field when the form names one and it is empty.
 */
export function LocationField({ uiSchema, registry, onChange, disabled, readonly }: FieldProps) {
  const lang = useLanguage();
  const { location, required } = uiSchema?.['ui:options'] as unknown as LocationFieldOptions;
  const context = registry.formContext as DivisionFormContext;
  const data = context.formData ?? {};
  const point = toGeoPoint(data[location.latitude], data[location.longitude]);
  const [open, setOpen] = useState(false);
  const errors = Object.entries(context.fieldErrors ?? {}).flatMap(([field, messages]) =>
    field === location.latitude || field === location.longitude ? messages : [],
  );

  const confirm = (chosen: GeoPoint, address: string | undefined) => {
    setOpen(false);
    onChange(chosen.latitude, [location.latitude]);
    onChange(chosen.longitude, [location.longitude]);
    const current = location.address ? data[location.address] : undefined;
    if (location.address && address && (current === undefined || current === '')) onChange(address, [location.address]);
  };

  return (
    <Box data-testid="location-field" sx={{ my: 1 }}>
      <FormLabel required={required} error={errors.length > 0} sx={{ display: 'block', mb: 1 }}>
        {location.label?.[lang] ?? tl('location.field.label', {}, lang)}
      </FormLabel>
      {point ? (
        <Suspense fallback={<Box sx={{ height: 140, bgcolor: '#eef1ec' }} />}>
          <Box sx={{ borderRadius: 1, overflow: 'hidden', pointerEvents: 'none' }} data-testid="location-preview">
            <MapView
              key={`${point.latitude},${point.longitude}`}
              height={140}
              center={point}
              zoom={14}
              markers={[{ id: 'point', ...point }]}
              offlineText={tl('location.offline', {}, lang)}
            />
          </Box>
        </Suspense>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="location-coordinates">
          {point ? tl('location.coordinates', { lat: point.latitude.toFixed(6), lng: point.longitude.toFixed(6) }, lang) : tl('location.field.none', {}, lang)}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<PlaceIcon />}
          disabled={Boolean(disabled || readonly)}
          onClick={() => setOpen(true)}
          data-testid="location-choose"
        >
          {tl(point ? 'location.field.change' : 'location.field.choose', {}, lang)}
        </Button>
      </Box>
      {errors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      {open && (
        <Suspense fallback={null}>
          <LocationDialog initial={point} onCancel={() => setOpen(false)} onConfirm={confirm} />
        </Suspense>
      )}
    </Box>
  );
}
