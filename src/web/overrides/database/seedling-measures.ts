import type { ChartWidgetProps } from '../../../shared/chart-view-types.ts';
import { useStat } from '../../charts/use-stat.ts';
import type { CallInput } from '../../http/call-operation.ts';
import { waitingOn } from '../../charts/waiting-on.ts';
import type { Language } from '../../i18n/language.ts';
import { tDb, type DatabaseMessageKey } from '../../i18n/messages/database.ts';
import type { Measure } from './database-format.ts';

/** The seedling measures of tb-hb in the order the pages show them, each with its unit and decimals. */
export const MEASURES: { key: Measure; unit: { en: string; zh: string }; digits: number }[] = [
  { key: 'height', unit: { en: 'cm', zh: '厘米' }, digits: 1 },
  { key: 'leafAge', unit: { en: 'leaves', zh: '叶' }, digits: 1 },
  { key: 'headDiameter', unit: { en: 'cm', zh: '厘米' }, digits: 2 },
  { key: 'rootSystem', unit: { en: 'cm', zh: '厘米' }, digits: 1 },
  { key: 'roots', unit: { en: 'per plant', zh: '条/株' }, digits: 0 },
  { key: 'emergenceRate', unit: { en: '%', zh: '%' }, digits: 1 },
];

export const measureName = (key: Measure) => tDb(`db.measure.${key}` as DatabaseMessageKey);
export const measureUnit = (key: Measure, lang: Language) => MEASURES.find((m) => m.key === key)!.unit[lang];
export const measureDigits = (key: Measure) => MEASURES.find((m) => m.key === key)!.digits;

/** A seedling card's call (tb-hb or its photos) with the page's plot and term; until both are known, the pickers' load. */
export function useSeedlingStat<Id extends 'seedGrowth.tbHb' | 'seedGrowth.tbHbImg'>(id: Id, { values, waiting }: ChartWidgetProps) {
  const input = { fullAddr: String(values.fullAddr ?? ''), solar: String(values.solar ?? '') };
  const ready = input.fullAddr !== '' && input.solar !== '';
  const query = useStat(id, input as CallInput<Id>, ready);
  const load = waitingOn(ready, query, waiting ?? { status: 'pending', refetch: () => undefined });
  return { data: query.data, solar: input.solar, status: load.status, onRetry: () => void load.refetch() };
}
