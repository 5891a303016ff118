import gcoord from 'gcoord';

/** A point in GCJ-02 (what WeChat, Tencent and GaoDe use), or WGS-84 where said. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** WGS-84 (a browser's GPS fix) → GCJ-02; gcoord works in [lng, lat] order. */
export function wgs84ToGcj02(p: GeoPoint): GeoPoint {
  const [longitude, latitude] = gcoord.transform([p.longitude, p.latitude], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return { latitude, longitude };
}

/** GCJ-02 → WGS-84 (for WGS-84 tiles such as OpenStreetMap or TianDiTu); good to about a metre. */
export function gcj02ToWgs84(p: GeoPoint): GeoPoint {
  const [longitude, latitude] = gcoord.transform([p.longitude, p.latitude], gcoord.GCJ02, gcoord.WGS84) as [number, number];
  return { latitude, longitude };
}

/** A point given as route or form values, when both are finite numbers within range. */
export function toGeoPoint(latitude: unknown, longitude: unknown): GeoPoint | undefined {
  const lat = typeof latitude === 'string' && latitude.trim() !== '' ? Number(latitude) : latitude;
  const lng = typeof longitude === 'string' && longitude.trim() !== '' ? Number(longitude) : longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { latitude: lat, longitude: lng };
}

/** A point to 6 decimal places (about 0.1 m), as shown and passed between pages. */
export function roundPoint(p: GeoPoint): GeoPoint {
  return { latitude: Number(p.latitude.toFixed(6)), longitude: Number(p.longitude.toFixed(6)) };
}
