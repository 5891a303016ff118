import { useEffect, useRef, useState, type ReactNode } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-view.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gcj02ToWgs84, wgs84ToGcj02, type GeoPoint } from '../platform/coordinates.ts';
import { clusterIcon, pinIcon } from './map-marker.ts';
import { createClusters } from './map-clusters.ts';
import { useMapSettings, type MapSettings } from './use-map-settings.ts';
import { useLatest } from '../shell/use-latest.ts';

/** A marker at a GCJ-02 point. */
export interface MapMarker extends GeoPoint {
  id: string;
  /** Shown under the pin. */
  label?: string;
  /** Pin colour (CSS). */
  color?: string;
  /** The pin's title (tooltip, accessible name) when it has no label to show. */
  title?: string;
  onClick?: () => void;
}

export interface MapViewProps {
  /** GCJ-02 centre; without one, the markers are fitted, or Jinxiang is shown. */
  center?: GeoPoint;
  zoom?: number;
  markers?: readonly MapMarker[];
  /** Pins that would pile on one another become a bubble with their count; a tap on it zooms in. */
  cluster?: boolean;
  /** Zoom to show every marker whenever the markers change. */
  fitMarkers?: boolean;
  /** A tap on the map, as a GCJ-02 point. */
  onMapClick?: (point: GeoPoint) => void;
  /** Text shown when tiles can't load (the markers still show over a plain grid). */
  offlineText: string;
  height?: number | string;
  /** Tile settings; by default the server's (GET /v1/map/settings). */
  settings?: MapSettings;
  testId?: string;
  /** Overlays drawn over the map (buttons, a crosshair). */
  children?: ReactNode;
}

const JINXIANG: GeoPoint = { latitude: 35.0666, longitude: 116.3115 };
/** Tiles that fail with none loaded: the tile host is out of reach (no network, blocked, bad URL). */
const FAILED_TILES_FOR_FALLBACK = 3;
const NO_TILE_MS = 8000;

/**
 * A Leaflet map (no react-leaflet) drawing the configured tile source, with markers. Points in and
 * out are GCJ-02; for WGS-84 tiles they are converted. When tiles can't load, the map says so and
 * keeps working over a plain grid.
 */
export function MapView(props: MapViewProps) {
  const settings = useMapSettings();
  const resolved = props.settings ?? settings.data;
  return (
    <Box data-testid={props.testId ?? 'map'} sx={{ position: 'relative', height: props.height ?? 320, bgcolor: '#eef1ec' }}>
      {resolved ? <LeafletMap {...props} settings={resolved} /> : settings.isError ? <Offline text={props.offlineText} /> : null}
      {props.children}
    </Box>
  );
}

function Offline({ text }: { text: string }) {
  return (
    <Typography
      data-testid="map-offline"
      variant="caption"
      sx={{
        position: 'absolute',
        bottom: 24,
        left: 8,
        right: 8,
        zIndex: 500,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(255,255,255,0.9)',
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      {text}
    </Typography>
  );
}

function LeafletMap({ center, zoom, markers = [], cluster, fitMarkers, onMapClick, offlineText, settings }: MapViewProps & { settings: MapSettings }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const clickRef = useLatest(onMapClick);
  const [offline, setOffline] = useState(false);
  const wgs = settings.datum === 'wgs84';
  const toMap = (p: GeoPoint): L.LatLngExpression => {
    const q = wgs ? gcj02ToWgs84(p) : p;
    return [q.latitude, q.longitude];
  };

  useEffect(() => {
    const m = L.map(box.current!, { zoomControl: true, attributionControl: Boolean(settings.attribution), maxZoom: settings.maxZoom });
    m.setView(toMap(center ?? JINXIANG), zoom ?? 13);
    let loaded = 0;
    let failed = 0;
    const tiles = L.tileLayer(settings.tileUrl, { subdomains: settings.subdomains, maxZoom: settings.maxZoom, attribution: settings.attribution });
    tiles.on('tileload', () => {
      loaded += 1;
      setOffline(false);
    });
    tiles.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed >= FAILED_TILES_FOR_FALLBACK) setOffline(true);
    });
    tiles.addTo(m);
    const timer = window.setTimeout(() => loaded === 0 && setOffline(true), NO_TILE_MS);
    m.on('click', (e: L.LeafletMouseEvent) => {
      const p = { latitude: e.latlng.lat, longitude: e.latlng.lng };
      clickRef.current?.(wgs ? wgs84ToGcj02(p) : p);
    });
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      window.clearTimeout(timer);
      m.remove();
      map.current = null;
    };
    // The map is made once per tile source; centre, zoom and markers follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings.tileUrl, settings.subdomains, settings.datum, settings.maxZoom]);

  useEffect(() => {
    box.current?.classList.toggle('gm-map-offline', offline);
  }, [offline]);

  useEffect(() => {
    if (center) map.current?.setView(toMap(center), zoom ?? map.current.getZoom());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center?.latitude, center?.longitude, zoom]);

  const markerKey = markers.map((m) => `${m.id}:${m.latitude}:${m.longitude}:${m.label ?? ''}:${m.color ?? ''}:${m.title ?? ''}`).join('|');
  useEffect(() => {
    const group = layer.current;
    const m = map.current;
    if (!group || !m) return;
    const pin = (marker: MapMarker, at: L.LatLngExpression) => {
      const drawn = L.marker(at, { icon: pinIcon(marker.color, marker.label), keyboard: false, title: marker.title ?? marker.label ?? '' });
      if (marker.onClick) drawn.on('click', marker.onClick);
      drawn.addTo(group);
    };
    const clusters = cluster
      ? createClusters(
          markers.map((marker) => {
            const [latitude, longitude] = toMap(marker) as [number, number];
            return { latitude, longitude, marker };
          }),
          m.getMaxZoom(),
        )
      : undefined;
    const draw = () => {
      group.clearLayers();
      if (!clusters) return markers.forEach((marker) => pin(marker, toMap(marker)));
      const b = m.getBounds();
      for (const item of clusters.at([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], m.getZoom())) {
        if (item.kind === 'pin') pin(item.marker, [item.latitude, item.longitude]);
        else {
          const bubble = L.marker([item.latitude, item.longitude], { icon: clusterIcon(item.count), keyboard: false, title: String(item.count) });
          bubble.on('click', () => m.setView([item.latitude, item.longitude], Math.min(item.expansionZoom, m.getMaxZoom())));
          bubble.addTo(group);
        }
      }
    };
    if (fitMarkers && markers.length > 1) m.fitBounds(L.latLngBounds(markers.map(toMap)), { padding: [32, 32], maxZoom: 14 });
    else if (fitMarkers && markers.length === 1 && !center) m.setView(toMap(markers[0]!), zoom ?? 14);
    draw();
    if (!clusters) return;
    m.on('moveend', draw);
    return () => {
      m.off('moveend', draw);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markerKey, fitMarkers, cluster]);

  return (
    <>
      {/* A static className: React rewriting it would drop the classes Leaflet adds (leaflet-container keeps the tiles clipped). */}
      {/* The attribution's links are underlined: told apart from its text by more than colour (axe link-in-text-block). */}
      <Box
        ref={box}
        className="gm-map"
        data-offline={offline}
        sx={{ position: 'absolute', inset: 0, '& .leaflet-control-attribution a': { color: '#005a80', textDecoration: 'underline' } }}
      />
      {offline && <Offline text={offlineText} />}
    </>
  );
}
