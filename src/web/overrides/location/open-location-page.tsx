import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MapView } from '../../map/map-view.tsx';
import { toGeoPoint } from '../../platform/coordinates.ts';
import { locationPlatform, type LocationPlatform } from '../../platform/index.ts';
import { decodeParams, locationFor } from '../../router/paths.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { tl } from '../../i18n/messages/location.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { PlaceCard } from './place-card.tsx';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** A point on the map with its name and address; inside WeChat it opens in WeChat's own map too. */
export function OpenLocationPage() {
  const lang = useLanguage();
  const navigate = useNavigate();
  const params = decodeParams(useLocation().search);
  const point = toGeoPoint(params.latitude, params.longitude);
  const name = text(params.name);
  const address = text(params.address);
  const scale = typeof params.scale === 'number' ? Math.min(18, Math.max(3, params.scale)) : 15;
  const [platform, setPlatform] = useState<LocationPlatform>();
  useEffect(() => void locationPlatform().then(setPlatform), []);

  if (!point) return <ErrorView message={tl('location.missing', {}, lang)} onRetry={() => void navigate(locationFor('location/choose-location'))} />;
  const amap = `https://uri.amap.com/marker?position=${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}&name=${encodeURIComponent(name ?? address ?? '')}&coordinate=gaode&callnative=1`;
  return (
    <Box>
      <MapView
        testId="open-map"
        height="60vh"
        center={point}
        zoom={scale}
        markers={[{ id: 'target', ...point, ...(name ? { label: name } : {}) }]}
        offlineText={tl('location.offline', {}, lang)}
      />
      <PlaceCard point={point} title={tl('location.chosen', {}, lang)} {...(name ? { name } : {})} {...(address ? { address } : {})}>
        {platform?.kind === 'wechat' ? (
          <Button
            variant="contained"
            sx={{ flex: 1 }}
            onClick={() => void platform.openLocation({ ...point, name: name ?? '', address: address ?? '', scale })}
            data-testid="open-wechat-map"
          >
            {tl('location.openWechat', {}, lang)}
          </Button>
        ) : (
          <Button variant="contained" sx={{ flex: 1 }} href={amap} target="_blank" rel="noopener" data-testid="open-amap">
            {tl('location.openAmap', {}, lang)}
          </Button>
        )}
        <Button variant="outlined" onClick={() => void navigate(locationFor('location/choose-location', { ...point }))} data-testid="choose-another">
          {tl('location.chooseAnother', {}, lang)}
        </Button>
      </PlaceCard>
    </Box>
  );
}
