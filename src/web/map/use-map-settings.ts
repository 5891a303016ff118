import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../http/call-operation.ts';
import type { components } from '../../../generated/api.d.ts';

export type MapSettings = components['schemas']['mapSettings'];
export type PlaceAtPoint = components['schemas']['placeAtPoint'];

/** The tile source the server is configured with (MAP_TILE_URL …), asked once per session. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: async () => (await callOperation('map.settings', {}, { silent: true, mask: false })).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** What lies at a GCJ-02 point, through the server (the maps key stays there); points ~1 m apart share an answer. */
export function usePlaceAt(point: { latitude: number; longitude: number } | undefined) {
  const latitude = point ? Number(point.latitude.toFixed(5)) : undefined;
  const longitude = point ? Number(point.longitude.toFixed(5)) : undefined;
  return useQuery({
    queryKey: ['place-at', latitude, longitude],
    queryFn: async () => (await callOperation('map.reverseGeocode', { latitude: latitude!, longitude: longitude! }, { silent: true, mask: false })).data,
    enabled: latitude !== undefined,
    staleTime: Infinity,
  });
}
