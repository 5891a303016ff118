import type { ChartDataCard, ChartPicker } from '../src/shared/chart-view-types.ts';
import type { JsonSchema } from './model-types.ts';

type Properties = Record<string, JsonSchema>;
type Problem = (path: string, message: string) => void;

const types = (schema: JsonSchema | undefined) => [schema?.type].flat();
const dictOf = (schema: JsonSchema | undefined) => (typeof schema?.['x-dict'] === 'string' ? schema['x-dict'] : undefined);

/**
 * A day picker (decision 0148) sets an optional text input — none picked, the call answers its own day —
 * and reads the day answered and the days before and after from text fields of the reply. The input's
 * pattern says how it takes a day: YYYYMMDD (compact) or YYYY-MM-DD.
 */
export function checkDayPicker(
  picker: ChartPicker,
  i: number,
  call: string,
  input: JsonSchema | undefined,
  required: boolean,
  reply: Properties,
  problem: Problem,
): ChartPicker {
  const day = picker.day;
  if (!day || !input) return picker;
  const at = `/pickers/${i}/day`;
  if (required) problem(at, `endpoint "${call}" requires input "${picker.param}": a day picker leaves it out until the reader picks a day`);
  for (const key of ['date', 'previous', 'next'] as const)
    if (!(day[key] in reply)) problem(`${at}/${key}`, `names field "${day[key]}", which the reply of "${call}" does not have`);
    else if (!types(reply[day[key]]).includes('string')) problem(`${at}/${key}`, `field "${day[key]}" of the reply of "${call}" is not text`);
  const pattern = typeof input.pattern === 'string' ? new RegExp(input.pattern) : undefined;
  const takes = (sample: string) => input.type === 'string' && (input.format === 'date' ? sample.includes('-') : !pattern || pattern.test(sample));
  if (takes('20261120') && !takes('2026-11-20')) return { ...picker, day: { ...day, compact: true } };
  if (!takes('2026-11-20')) problem(at, `input "${picker.param}" does not take a day as YYYY-MM-DD or YYYYMMDD`);
  return picker;
}

/**
 * A card's `where` is a boolean field of its rows; a table's `link` names fields of the rows as the
 * route's params, and its `sections` a field of the rows (whose dictionary the heading shows).
 */
export function checkDayCard(card: ChartDataCard, fields: Properties, at: string, problem: Problem): ChartDataCard {
  if (card.where !== undefined)
    if (!(card.where in fields)) problem(`${at}/where`, `names field "${card.where}", which the rows of "${card.rows}" do not have`);
    else if (!types(fields[card.where]).includes('boolean')) problem(`${at}/where`, `field "${card.where}" of the rows of "${card.rows}" is not a boolean`);
  const table = card.table;
  if (!table) return card;
  table.link?.params.forEach((name, j) => {
    if (!(name in fields)) problem(`${at}/table/link/params/${j}`, `names field "${name}", which the rows of "${card.rows}" do not have`);
  });
  if (table.sections === undefined) return card;
  if (!(table.sections in fields)) problem(`${at}/table/sections`, `names field "${table.sections}", which the rows of "${card.rows}" do not have`);
  const dict = dictOf(fields[table.sections]);
  return dict ? { ...card, table: { ...table, sectionsDict: dict } } : card;
}
