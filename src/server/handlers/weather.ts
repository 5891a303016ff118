import type { Handler } from '../engine/context.ts';
import { GROWING_TERMS, isGrowingTerm, seasonIndex, seasonOf } from '../../shared/solar-terms.ts';
import { chinaToday } from '../../shared/china-time.ts';

export interface WeatherTerm {
  solarTerm: string;
  termDate: string;
  days: number;
  tempAvg: number;
  tempMax: number;
  tempMin: number;
  surfaceTemp: number;
  ground5Temp: number;
  ground10Temp: number;
  sunnyDays: number;
  activeTemp: number;
  growing: boolean;
  accumulatedTemp: number | null;
  accumulatedSunnyDays: number | null;
}

type StoredTerm = Omit<WeatherTerm, 'growing' | 'accumulatedTemp' | 'accumulatedSunnyDays'>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A season's terms in season order with the accumulations since sowing: each growing-season term adds
 * its activeTemp and sunnyDays to the sums from 寒露; outside the growing season, or once a growing
 * term is missing, the sums are null.
 */
export function accumulate(terms: StoredTerm[]): WeatherTerm[] {
  const ordered = [...terms].sort((a, b) => seasonIndex(Number(a.solarTerm)) - seasonIndex(Number(b.solarTerm)));
  let temp = 0;
  let sunny = 0;
  let seen = 0;
  let gap = false;
  return ordered.map((t) => {
    const term = Number(t.solarTerm);
    if (!isGrowingTerm(term)) return { ...t, growing: false, accumulatedTemp: null, accumulatedSunnyDays: null };
    // Growing terms come in season order, so a missing one shows as an unexpected term.
    if (term !== GROWING_TERMS[seen]) gap = true;
    seen += 1;
    temp += t.activeTemp;
    sunny += t.sunnyDays;
    return { ...t, growing: true, accumulatedTemp: gap ? null : round1(temp), accumulatedSunnyDays: gap ? null : sunny };
  });
}

/** POST /v1/weather: the region's latest three seasons term by term, the asked term picked out in each. */
export const weatherBySolarTerm: Handler<'weatherBySolarTerm'> = async ({ input, services: { db } }) => {
  const regionId = String(input.regionId);
  const solarTerm = String(input.solarTerm);
  const today = chinaToday();
  const latest = await db
    .selectFrom('weather')
    .select((eb) => eb.fn.max('termDate').as('latest'))
    .where('regionId', '=', regionId)
    .where('termDate', '<=', today)
    .executeTakeFirst();
  if (!latest?.latest) return { data: { regionId, solarTerm, seasons: [] } };
  const last = seasonOf(latest.latest);
  const rows = await db
    .selectFrom('weather')
    .select(['solarTerm', 'termDate', 'days', 'tempAvg', 'tempMax', 'tempMin', 'surfaceTemp', 'ground5Temp', 'ground10Temp', 'sunnyDays', 'activeTemp'])
    .where('regionId', '=', regionId)
    .where('termDate', '>=', `${last - 2}-09-01`)
    .where('termDate', '<=', today)
    .orderBy('termDate')
    .execute();
  const seasons = [last, last - 1, last - 2].map((seasonYear) => {
    // One row a term: a later first day of the same term (a corrected import) replaces an earlier one.
    const byTerm = new Map<string, StoredTerm>();
    for (const r of rows) if (seasonOf(r.termDate) === seasonYear) byTerm.set(r.solarTerm, numeric(r));
    const terms = accumulate([...byTerm.values()]);
    return { seasonYear, terms, term: terms.find((t) => t.solarTerm === solarTerm) ?? null };
  });
  return { data: { regionId, solarTerm, seasons } };
};

function numeric(r: StoredTerm): StoredTerm {
  return {
    solarTerm: r.solarTerm,
    termDate: r.termDate,
    days: Number(r.days),
    tempAvg: Number(r.tempAvg),
    tempMax: Number(r.tempMax),
    tempMin: Number(r.tempMin),
    surfaceTemp: Number(r.surfaceTemp),
    ground5Temp: Number(r.ground5Temp),
    ground10Temp: Number(r.ground10Temp),
    sunnyDays: Number(r.sunnyDays),
    activeTemp: Number(r.activeTemp),
  };
}
