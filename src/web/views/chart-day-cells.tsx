import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ChartDay } from '../../shared/chart-day-types.ts';
import type { ChartDataCard } from '../../shared/chart-view-types.ts';
import { FALL_COLOR, RISE_COLOR } from '../app/market-colors.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import type { Language } from '../i18n/language.ts';
import type { RouteParams } from '../router/paths.ts';
import type { Row } from '../../shared/view-types.ts';

/** A day picker's value from the route's params: a day as its input takes it (YYYYMMDD or YYYY-MM-DD). */
export function dayParam(day: ChartDay, value: unknown): string | undefined {
  const shape = day.compact ? /^\d{8}$/ : /^\d{4}-\d{2}-\d{2}$/;
  return typeof value === 'string' && shape.test(value) ? value : undefined;
}

/** A card's rows as `where` keeps them: those whose boolean field is true (decision 0148). */
export const keptRows = (card: ChartDataCard, rows: Row[]) => (card.where === undefined ? rows : rows.filter((r) => r[card.where!] === true));

/** ▲0.05 / ▼0.10 / 0.00 / – of a price's change. */
export function changeText(value: unknown): string {
  if (typeof value !== 'number') return '–';
  if (value > 0) return `▲${value.toFixed(2)}`;
  if (value < 0) return `▼${Math.abs(value).toFixed(2)}`;
  return '0.00';
}

/** A price's change in the Chinese market's colours: red up, green down. */
export function ChangeCell({ value }: { value: unknown }): ReactNode {
  const color = typeof value === 'number' && value !== 0 ? (value > 0 ? RISE_COLOR : FALL_COLOR) : undefined;
  return (
    <Box component="span" sx={{ color }} data-testid="price-change">
      {changeText(value)}
    </Box>
  );
}

/** The params a row's link carries: the named fields of the row. */
export const rowParams = (params: readonly string[], row: Row): RouteParams =>
  Object.fromEntries(params.map((name) => [name, row[name] as string | number])) as RouteParams;

/** A section's heading: the field's value, a dictionary's item by its name. */
export const sectionOf = (table: NonNullable<ChartDataCard['table']>, lang: Language) => (row: Row) => {
  const value = row[table.sections!];
  return table.sectionsDict ? dictCache.name(table.sectionsDict, value, lang) : String(value ?? '');
};
