import L from 'leaflet';

/** A pin drawn in SVG (no image files, so bundling and the CSP need nothing more). */
export function pinIcon(color = '#2e7d32', label?: string): L.DivIcon {
  const text = label ? `<span class="gm-pin-label">${escapeHtml(label)}</span>` : '';
  return L.divIcon({
    className: 'gm-pin',
    html: `<svg width="30" height="42" viewBox="0 0 30 42" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z" fill="${color}" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>${text}`,
    iconSize: [30, 42],
    iconAnchor: [15, 41],
  });
}

/** A bubble standing for `count` pins too close to tell apart at this zoom; bigger for bigger crowds. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 46;
  return L.divIcon({
    className: 'gm-cluster',
    html: `<span data-testid="map-cluster" data-count="${count}" style="width:${size}px;height:${size}px">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
