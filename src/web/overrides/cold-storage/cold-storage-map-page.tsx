import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MapView } from '../../map/map-view.tsx';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { tl } from '../../i18n/messages/location.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { addressText, entryKind, tonnesText, type MapEntry } from './cold-format.ts';
import { useMapEntries } from './use-map-entries.ts';
import { usePlace } from '../../views/use-template-helpers.ts';

type Kind = 'all' | 'auth' | 'apply';

function EntryCard({ entry, onOpen }: { entry: MapEntry; onOpen(): void }) {
  const lang = useLanguage();
  const place = usePlace();
  const certified = entry.kind === 'auth';
  const look = entryKind(entry);
  return (
    <Paper data-testid="map-entry-card" sx={{ position: 'absolute', left: 8, right: 8, bottom: 26, zIndex: 600, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={tc(look.label, {}, lang)} sx={{ bgcolor: look.color, color: '#fff' }} data-testid="map-entry-kind" />
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }} data-testid="map-entry-name">
          {entry.name}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap>
        {addressText(place(entry.countyCode, entry.county), entry.address, lang)}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {certified && entry.capacity !== undefined
            ? `${tonnesText(entry.capacity, lang)} · ${tc('cold.rooms', { n: entry.hole ?? 0 }, lang)}`
            : entry.principal}
        </Typography>
        <Button variant="contained" size="small" onClick={onOpen} data-testid="map-entry-details">
          {tc('cold.map.details', {}, lang)}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The big map: every cold store as a pin (certified green, added on the map orange); a tap shows it. */
export function ColdStorageMapPage() {
  const lang = useLanguage();
  const navigate = useNavigate();
  const entries = useMapEntries();
  const [kind, setKind] = useState<Kind>('all');
  const [selected, setSelected] = useState<MapEntry | undefined>();
  const shown = useMemo(() => (entries.data ?? []).filter((e) => kind === 'all' || e.kind === kind), [entries.data, kind]);
  const markers = useMemo(
    () =>
      shown.map((e) => ({
        id: e.coldStorageAuthId,
        latitude: e.latitude,
        longitude: e.longitude,
        title: e.name,
        color: entryKind(e).color,
        onClick: () => setSelected(e),
      })),
    [shown],
  );
  const open = (entry: MapEntry) => void navigate(locationFor('cold-storage-apply/cold-storage-detail', { coldStorageAuthId: entry.coldStorageAuthId }));

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ px: 1.5, py: 1, bgcolor: 'background.paper', alignItems: 'center' }}>
        {(['all', 'auth', 'apply'] as const).map((k) => (
          <Chip
            key={k}
            data-testid={`map-kind-${k}`}
            label={tc(k === 'all' ? 'cold.map.all' : k === 'auth' ? 'cold.certified' : 'cold.onMap', {}, lang)}
            color={kind === k ? 'primary' : 'default'}
            onClick={() => {
              setKind(k);
              setSelected(undefined);
            }}
          />
        ))}
      </Stack>
      {/* Jinxiang, where most stores are, at a zoom that keeps them apart; the others are a pinch away. */}
      <MapView
        testId="cold-map"
        height="calc(100vh - 158px)"
        zoom={10}
        markers={markers}
        cluster
        onMapClick={() => setSelected(undefined)}
        offlineText={tl('location.offline', {}, lang)}
      >
        <Typography
          variant="caption"
          data-testid="map-count"
          sx={{ position: 'absolute', top: 8, right: 8, zIndex: 500, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.9)' }}
        >
          {entries.isPending
            ? tc('cold.map.loading', {}, lang)
            : entries.isError
              ? tc('cold.map.failed', {}, lang)
              : tc('cold.map.count', { n: shown.length }, lang)}
        </Typography>
        {selected && <EntryCard entry={selected} onOpen={() => open(selected)} />}
        {!selected && (
          <Fab
            variant="extended"
            color="primary"
            size="medium"
            onClick={() => void navigate(locationFor('cold-storage-apply/add'))}
            sx={{ position: 'absolute', right: 12, bottom: 64, zIndex: 600 }}
            data-testid="map-add"
          >
            <AddIcon sx={{ mr: 0.5 }} />
            {tc('cold.map.add', {}, lang)}
          </Fab>
        )}
      </MapView>
    </Box>
  );
}
