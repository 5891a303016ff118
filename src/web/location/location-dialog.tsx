import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Alert from '@mui/material/Alert';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { MapView } from '../map/map-view.tsx';
import { roundPoint, type GeoPoint } from '../platform/coordinates.ts';
import { useChosenPoint } from './use-chosen-point.ts';
import { PlaceCard } from '../overrides/location/place-card.tsx';
import { tl } from '../i18n/messages/location.ts';
import { useLanguage } from '../shell/use-language.ts';

interface Props {
  initial: GeoPoint | undefined;
  onCancel(): void;
  onConfirm(point: GeoPoint, address: string | undefined): void;
}

/** A full-screen map to choose the form's point: tap it, or use the device's location. */
export function LocationDialog({ initial, onCancel, onConfirm }: Props) {
  const lang = useLanguage();
  const { point, setPoint, center, locating, problem, place, locate } = useChosenPoint(initial, lang);

  return (
    <Dialog fullScreen open onClose={onCancel} data-testid="location-dialog">
      <MapView
        testId="location-map"
        height="62vh"
        center={center}
        zoom={14}
        markers={point ? [{ id: 'chosen', ...point }] : []}
        onMapClick={(p) => setPoint(roundPoint(p))}
        offlineText={tl('location.offline', {}, lang)}
      />
      {problem && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {problem}
        </Alert>
      )}
      <PlaceCard point={point} title={tl('location.chosen', {}, lang)}>
        <Button variant="text" onClick={onCancel} data-testid="location-cancel">
          {tl('location.field.cancel', {}, lang)}
        </Button>
        <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void locate()} disabled={locating}>
          {tl(locating ? 'location.locating' : 'location.locate', {}, lang)}
        </Button>
        <Button
          variant="contained"
          sx={{ flex: 1 }}
          disabled={!point}
          onClick={() => point && onConfirm(point, place.data?.address)}
          data-testid="location-confirm"
        >
          {tl('location.confirm', {}, lang)}
        </Button>
      </PlaceCard>
    </Dialog>
  );
}
