import { useState } from 'react';
import { useLocation } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../http/call-operation.ts';
import { decodeParams } from '../../router/paths.ts';
import { DEFAULT_REGION, currentTerm, type WeatherSeason } from './database-format.ts';

/**
 * The region and solar term a weather page shows (from the route's params, else Jinxiang and the term
 * running today, or the first of `terms` when today's is not among them), and the weather call. The
 * previous figures stay on screen while another term loads, so the charts do not blink.
 */
export function useWeather(terms: readonly string[]) {
  const params = decodeParams(useLocation().search);
  const today = currentTerm();
  const [regionId, setRegionId] = useState(typeof params.regionId === 'string' ? params.regionId : DEFAULT_REGION);
  const [solarTerm, setSolarTerm] = useState(
    typeof params.solarTerm === 'string' && terms.includes(params.solarTerm) ? params.solarTerm : terms.includes(today) ? today : terms[0]!,
  );
  const input = { regionId, solarTerm };
  const query = useQuery({
    queryKey: ['stat', 'weather.bySolarTerm', input],
    queryFn: async () => (await callOperation('weather.bySolarTerm', input, { silent: true })).data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  // Another region's figures are never shown as this one's; another term's are the same seasons.
  const stale = query.isPlaceholderData && query.data?.regionId !== regionId;
  const seasons = stale ? [] : (query.data?.seasons ?? []);
  const status = stale ? 'pending' : query.status;
  /** The chosen term in a season, from the seasons already on screen. */
  const termIn = (season: WeatherSeason | undefined) => season?.terms.find((t) => t.solarTerm === solarTerm) ?? null;
  return { regionId, setRegionId, solarTerm, setSolarTerm, seasons, status, termIn, retry: () => void query.refetch() };
}
