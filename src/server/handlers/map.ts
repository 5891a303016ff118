import type { Handler, Services } from '../engine/context.ts';
import { upstreamError } from '../http/api-error.ts';
import { countyAndParents, namesOf, placeOfCounty } from '../divisions/division-queries.ts';
import { nearestCounty } from '../divisions/nearest-county.ts';

interface TencentReply {
  status: number;
  message?: string;
  result?: {
    address?: string;
    formatted_addresses?: { recommend?: string };
    address_component?: { province?: string; city?: string; district?: string };
    ad_info?: { adcode?: string };
  };
}

const GEOCODER = 'https://apis.map.qq.com/ws/geocoder/v1/';

async function askTencent(key: string, lat: number, lng: number): Promise<TencentReply> {
  const url = `${GEOCODER}?location=${lat},${lng}&key=${encodeURIComponent(key)}`;
  for (let attempt = 0; ; attempt += 1) {
    const reply = (await (await fetch(url)).json()) as TencentReply;
    // 120: the key's per-second quota; one retry a second later (DOMAIN.md 5.1).
    if (reply.status !== 120 || attempt > 0) return reply;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function fromTencent(services: Services, key: string, latitude: number, longitude: number) {
  const reply = await askTencent(key, latitude, longitude).catch((error: unknown) => {
    throw upstreamError(`The maps service could not be reached: ${(error as Error).message}`);
  });
  if (reply.status !== 0 || !reply.result) throw upstreamError(`The maps service answered status ${reply.status}: ${reply.message ?? 'no message'}`);
  const { result } = reply;
  const adcode = result.ad_info?.adcode ?? '';
  const component = result.address_component ?? {};
  const names = /^\d{6}$/.test(adcode) ? await namesOf(services.db, countyAndParents(adcode)) : new Map<string, string>();
  const place = /^\d{6}$/.test(adcode) ? placeOfCounty(adcode, names) : undefined;
  const named = (ref: { code: string; name: string } | undefined, fallback: string | undefined) =>
    ref ? { code: ref.code, name: ref.name || (fallback ?? '') } : null;
  return {
    latitude,
    longitude,
    address: result.formatted_addresses?.recommend || result.address || '',
    province: named(place?.province, component.province),
    city: named(place?.city, component.city),
    county: named(place?.county, component.district),
    source: 'tencent' as const,
    approximate: false,
  };
}

/** What lies at a GCJ-02 point: the maps service with a key, else the nearest county centre. */
export const reverseGeocode: Handler<'reverseGeocode'> = async ({ input, services }) => {
  const latitude = Number(input.latitude);
  const longitude = Number(input.longitude);
  const key = services.config.tencentMapKey;
  if (key) return { data: await fromTencent(services, key, latitude, longitude) };
  const nearest = await nearestCounty(services.db, { lat: latitude, lng: longitude });
  if (!nearest) return { data: { latitude, longitude, address: '', province: null, city: null, county: null, source: 'divisions', approximate: true } };
  const names = await namesOf(services.db, countyAndParents(nearest.county.code));
  const place = placeOfCounty(nearest.county.code, names);
  const cityName = place.city.name === '市辖区' ? '' : place.city.name;
  return {
    data: {
      latitude,
      longitude,
      address: `${place.province.name}${cityName}${place.county.name}`,
      ...place,
      source: 'divisions',
      approximate: true,
      distanceKm: Math.round(nearest.metres / 100) / 10,
    },
  };
};

export const mapSettings: Handler<'mapSettings'> = async ({ services }) => {
  const { map, tencentMapKey } = services.config;
  return { data: { ...map, geocoder: tencentMapKey ? 'tencent' : 'divisions' } };
};
