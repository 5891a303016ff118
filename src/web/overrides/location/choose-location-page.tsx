import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { MapView } from '../../map/map-view.tsx';
import { roundPoint, toGeoPoint } from '../../platform/coordinates.ts';
import { useChosenPoint } from '../../location/use-chosen-point.ts';
import { decodeParams, locationFor } from '../../router/paths.ts';
import { tl } from '../../i18n/messages/location.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { PlaceCard } from './place-card.tsx';

/** Choose a point: start at the given one or the user's location, tap the map, confirm to open it. */
export function ChooseLocationPage() {
  const lang = useLanguage();
  const navigate = useNavigate();
  const params = decodeParams(useLocation().search);
  const { point, setPoint, center, locating, problem, place, locate } = useChosenPoint(toGeoPoint(params.latitude, params.longitude), lang);

  useEffect(() => {
    if (!point) void locate();
    // Only on arrival without a point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = () => {
    if (!point) return;
    const data = place.data;
    const name = data?.county?.name || data?.city?.name || '';
    void navigate(locationFor('location/open-location', { latitude: point.latitude, longitude: point.longitude, name, address: data?.address ?? '' }));
  };

  return (
    <Box>
      <MapView
        testId="choose-map"
        height="60vh"
        center={center}
        zoom={13}
        markers={point ? [{ id: 'chosen', ...point }] : []}
        onMapClick={(p) => setPoint(roundPoint(p))}
        offlineText={tl('location.offline', {}, lang)}
      />
      {problem && (
        <Alert severity="info" data-testid="location-problem" sx={{ borderRadius: 0 }}>
          {problem}
        </Alert>
      )}
      <PlaceCard point={point} title={tl('location.chosen', {}, lang)}>
        <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void locate()} disabled={locating} data-testid="locate">
          {tl(locating ? 'location.locating' : 'location.locate', {}, lang)}
        </Button>
        <Button variant="contained" sx={{ flex: 1 }} onClick={confirm} disabled={!point} data-testid="confirm-location">
          {tl('location.confirm', {}, lang)}
        </Button>
      </PlaceCard>
    </Box>
  );
}
