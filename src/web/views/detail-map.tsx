import Paper from '@mui/material/Paper';
import { MapView } from '../map/map-view.tsx';
import { tl } from '../i18n/messages/location.ts';
import { useLanguage } from '../shell/use-language.ts';
import type { DetailPoint } from './detail-model.ts';

/** A detail page's small map of its row's point (view.detail `map:`), in its own chunk with Leaflet. */
export default function DetailMap({ point }: { point: DetailPoint }) {
  const lang = useLanguage();
  const at = { latitude: point.latitude, longitude: point.longitude };
  return (
    <Paper square elevation={0} sx={{ mt: 1 }}>
      <MapView
        testId="detail-map"
        height={180}
        center={at}
        zoom={13}
        markers={[{ id: 'point', ...at, title: point.name }]}
        offlineText={tl('location.offline', {}, lang)}
      />
    </Paper>
  );
}
