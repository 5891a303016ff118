import type { ChartRowsShape } from '../../shared/chart-source-types.ts';
import type { ChartSeries } from '../../shared/chart-view-types.ts';
import type { PickerValue, Row } from './chart-view-model.ts';

/** A card's rows as it draws them: some left out (by value, or with a field null), the first `limit` kept, the order turned. */
export function shapeRows(shape: ChartRowsShape, rows: Row[]): Row[] {
  const { except, filled } = shape;
  const kept = rows.filter(
    (r) =>
      (!except || !except.values.includes(r[except.field] as string | number)) && (filled === undefined || (r[filled] !== null && r[filled] !== undefined)),
  );
  const cut = shape.limit === undefined ? kept : kept.slice(0, shape.limit);
  return shape.reverse ? [...cut].reverse() : cut;
}

/** The series drawn for the pickers' values: one with `only` while its picker holds one of its values. */
export const shownSeries = (series: readonly ChartSeries[], values: Record<string, PickerValue | undefined>) =>
  series.filter((s) => !s.only || s.only.values.includes(String(values[s.only.param] ?? '')));
