import type { ChartDataCard, ChartPicker } from '../src/shared/chart-view-types.ts';
import type { GroupValue } from '../src/shared/chart-group-types.ts';
import type { JsonSchema } from './model-types.ts';
import type { Context } from './page-context.ts';

type Properties = Record<string, JsonSchema>;

/** A schema with its `$ref` followed; a nullable object (`anyOf: [{ $ref }, { type: null }]`) as the object. */
function resolve(schema: JsonSchema | undefined, ctx: Context): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref === 'string') return ctx.schemas[ref.replace('#/$defs/', '')];
  const some = (schema?.anyOf ?? schema?.oneOf) as JsonSchema[] | undefined;
  const object = some?.find((s) => s.$ref !== undefined || s.type === 'object' || s.type === 'array');
  return object ? resolve(object, ctx) : schema;
}

const isNumber = (schema: JsonSchema | undefined) => [schema?.type].flat().some((t) => t === 'number' || t === 'integer');

/** The fields of the rows of an array schema. */
function itemFields(schema: JsonSchema | undefined, ctx: Context): Properties | undefined {
  const list = resolve(schema, ctx);
  return list?.type === 'array' ? (resolve(list.items as JsonSchema, ctx)?.properties as Properties | undefined) : undefined;
}

/** The schema of a field path of a row: `tempAvg`, or `term.tempAvg` through an object field. */
function fieldAt(fields: Properties, path: string, ctx: Context): JsonSchema | undefined {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return fields[head];
  const inner = resolve(fields[head], ctx)?.properties as Properties | undefined;
  return inner?.[tail];
}

interface Where {
  /** The card's key path (`/cards/2`) and a way to report a problem under the view's path. */
  at: string;
  problem: (path: string, message: string) => void;
  /** The inputs the pickers set. */
  params: Set<string>;
}

/** A solar-term picker sets a text input (a term's dictionary id). */
export function checkTermPicker(picker: ChartPicker, i: number, input: JsonSchema | undefined, where: Omit<Where, 'at' | 'params'>) {
  if (picker.terms && input && input.type !== 'string') where.problem(`/pickers/${i}/terms`, `input "${picker.param}" does not take a solar term's id`);
}

/**
 * The grouped, pivot and figures cards (decision 0143): each field path they read must be a field of the
 * card's rows (or of the groups' rows), a charted one a number; a marked picker must be one the page has.
 */
export function checkGroupCard(card: ChartDataCard, fields: Properties, where: Where, ctx: Context): void {
  const { at, problem } = where;
  const need = (path: string, of: Properties, owner: string, field: string, number = false) => {
    const schema = fieldAt(of, field, ctx);
    if (!schema) problem(`${at}${path}`, `names field "${field}", which ${owner} do not have`);
    else if (number && !isNumber(schema)) problem(`${at}${path}`, `field "${field}" of ${owner} is not a number`);
  };
  const value = (path: string, v: GroupValue, number = false) => {
    need(`${path}/field`, fields, `the rows of "${card.rows}"`, v.field, number);
    if (v.of !== undefined) need(`${path}/of`, fields, `the rows of "${card.rows}"`, v.of, true);
  };
  if (card.pivot) {
    value('/pivot/head', card.pivot.head);
    if (card.pivot.sub) value('/pivot/sub', card.pivot.sub);
    card.pivot.rows.forEach((r, j) => value(`/pivot/rows/${j}`, r));
  }
  if (card.rowFigures) {
    value('/rowFigures/head', card.rowFigures.head);
    value('/rowFigures/value', card.rowFigures.value);
    if (card.rowFigures.note) need('/rowFigures/note/field', fields, `the rows of "${card.rows}"`, card.rowFigures.note.field);
  }
  const groups = card.groups;
  if (!groups) {
    if (card.chart || card.table) problem(at, 'a chart or table over groups needs groups');
    return;
  }
  if (!card.chart && !card.table) problem(`${at}/groups`, 'groups need a chart or a table to draw them');
  value('/groups/label', groups.label);
  const inner = itemFields(fields[groups.rows], ctx);
  if (!inner) {
    problem(`${at}/groups/rows`, `names field "${groups.rows}", which the rows of "${card.rows}" do not have as a list of rows`);
    return;
  }
  const owner = `the rows of "${card.rows}.${groups.rows}"`;
  if (card.chart) {
    need('/chart/x', inner, owner, card.chart.x);
    card.chart.series.forEach((s, j) => need(`/chart/series/${j}/field`, inner, owner, s.field, true));
    if (!groups.one && card.chart.series.length !== 1) problem(`${at}/chart/series`, 'a chart of a series per group draws one field');
    if (card.chart.mark !== undefined && !where.params.has(card.chart.mark)) problem(`${at}/chart/mark`, `names "${card.chart.mark}", which no picker sets`);
  }
  if (card.table) {
    const [, figure, ...rest] = card.table.columns;
    if (!figure || rest.length > 0)
      problem(`${at}/table/columns`, 'a table over groups has two columns: the category (a row each) and the figure (a column per group)');
    card.table.columns.forEach((c, j) => need(`/table/columns/${j}/field`, inner, owner, c.field));
  }
  if (groups.one && card.table) problem(`${at}/groups/one`, 'one group at a time is for a chart');
}
