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

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
