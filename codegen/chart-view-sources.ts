import type { ChartCardModel, ChartDataCard, ChartPicker } from '../src/shared/chart-view-types.ts';
import type { ChartFiguresCard, ChartOptions, ChartSource, FigureTile } from '../src/shared/chart-source-types.ts';
import { deref, isNumber, propertiesOf, rowFields } from './chart-view-shapes.ts';
import type { JsonSchema, OperationModel } from './model-types.ts';
import type { Context } from './page-context.ts';

type Properties = Record<string, JsonSchema>;
/** What sets a call's input: a picker, or a page input made of pickers (decision 0151). */
export type Taker = Pick<ChartPicker, 'param' | 'all'>;
const TEXT_FORMATS = new Set(['text', 'exact', 'tonnes', 'signedTonnes', 'percent', 'share', 'month']);

/** What a card's or a tile's own call answers: a list's row fields (list) or an object's fields (reply). */
export interface OwnCall {
  op: OperationModel | undefined;
  /** The reply's plain fields; empty for a list. */
  reply: Properties;
  list: boolean;
  /** The fields the card or tile reads: a list's rows', else the reply's. */
  fields: Properties | undefined;
}

/**
 * A card's or a tile's own call (decision 0142), checked against spec/endpoints/ and spec/schemas/:
 * the call exists, and `row` is asked only of a list.
 */
/** `listField`: of a figures card or tile, the list of an object reply its `row` is read from (its `rows`). */
export function ownCall(file: string, at: string, source: ChartSource, ctx: Context, listField?: string): OwnCall {
  const op = ctx.ops.get(source.call!);
  if (!op) {
    ctx.problems.push({ file, path: `${at}/call`, message: `names endpoint "${source.call}", which spec/endpoints/ does not define` });
    return { op, reply: {}, list: false, fields: undefined };
  }
  const list = deref(op.output, ctx)?.type === 'array';
  const reply = list ? {} : (propertiesOf(op.output, ctx) ?? {});
  if (listField !== undefined) {
    const fields = rowFields(reply[listField], ctx);
    if (!fields)
      ctx.problems.push({
        file,
        path: `${at}/rows`,
        message: `names field "${listField}", which the reply of "${source.call}" does not have as a list of rows`,
      });
    return { op, reply, list: true, fields };
  }
  const rows = rowFields(op.output, ctx);
  if (source.row !== undefined && !rows) ctx.problems.push({ file, path: `${at}/row`, message: `endpoint "${source.call}" does not answer a list of rows` });
  return { op, reply, list, fields: list ? rows : reply };
}

/** The pickers a call takes, by param; every input it requires must be one of them. */
export function pickerInputs(file: string, at: string, op: OperationModel, call: string, pickers: readonly Taker[], ctx: Context): string[] {
  const inputs = (op.input.properties ?? {}) as Properties;
  const params = pickers.map((p) => p.param).filter((p) => p in inputs);
  for (const name of (op.input.required ?? []) as string[])
    if (!params.includes(name)) ctx.problems.push({ file, path: `${at}/call`, message: `endpoint "${call}" requires input "${name}", which no picker sets` });
    else if (pickers.find((p) => p.param === name)?.all)
      ctx.problems.push({ file, path: `${at}/call`, message: `endpoint "${call}" requires input "${name}", which the picker's all leaves out` });
  return params;
}

export const callsOf = (cards: readonly ChartCardModel[]): string[] =>
  cards.flatMap((c) => ('figures' in c ? [c.call, ...c.figures.map((f) => f.call)] : 'call' in c ? [c.call] : [])).filter((c): c is string => c !== undefined);

/** On a page whose cards name their own calls, a picker must be an input of the page's call or of one of theirs. */
export function checkPickerParam(file: string, at: string, picker: ChartPicker, call: string | undefined, cards: readonly ChartCardModel[], ctx: Context) {
  const calls = [...new Set([...(call === undefined ? [] : [call]), ...callsOf(cards)])];
  const takes = calls.some((c) => picker.param in ((ctx.ops.get(c)?.input.properties ?? {}) as Properties));
  if (!takes && calls.every((c) => ctx.ops.has(c)))
    ctx.problems.push({ file, path: `${at}/param`, message: `"${picker.param}" is not an input of any call of the page (${calls.join(', ')})` });
}

/** A picker's chips from another call: it must answer a list whose rows have the field. */
export function checkOptions(file: string, at: string, options: ChartOptions, ctx: Context) {
  const op = ctx.ops.get(options.call);
  if (!op) return ctx.problems.push({ file, path: `${at}/options/call`, message: `names endpoint "${options.call}", which spec/endpoints/ does not define` });
  const fields = options.rows === undefined ? rowFields(op.output, ctx) : rowFields(propertiesOf(op.output, ctx)?.[options.rows], ctx);
  if (!fields)
    ctx.problems.push(
      options.rows === undefined
        ? { file, path: `${at}/options/call`, message: `endpoint "${options.call}" does not answer a list of rows` }
        : { file, path: `${at}/options/rows`, message: `names field "${options.rows}", which the reply of "${options.call}" does not have as a list of rows` },
    );
  else
    for (const key of ['field', 'filled'] as const)
      if (options[key] !== undefined && !(options[key] in fields))
        ctx.problems.push({ file, path: `${at}/options/${key}`, message: `names field "${options[key]}", which the rows of "${options.call}" do not have` });
  const inputs = (op.input.properties ?? {}) as Properties;
  for (const name of Object.keys(options.input ?? {}))
    if (!(name in inputs)) ctx.problems.push({ file, path: `${at}/options/input/${name}`, message: `"${name}" is not an input of endpoint "${options.call}"` });
}

/** `except` and `filled` name fields of the rows. */
export function checkRowsShape(file: string, at: string, card: ChartDataCard, fields: Properties, ctx: Context) {
  if (card.except && !(card.except.field in fields))
    ctx.problems.push({ file, path: `${at}/except/field`, message: `names field "${card.except.field}", which the rows of the card do not have` });
  if (card.filled !== undefined && !(card.filled in fields))
    ctx.problems.push({ file, path: `${at}/filled`, message: `names field "${card.filled}", which the rows of the card do not have` });
}

/** Each {field:format} of a card's texts takes a known format. */
export function checkTextFormats(file: string, at: string, texts: { title?: { en: string; zh: string }; subtitle?: { en: string; zh: string } }, ctx: Context) {
  for (const key of ['title', 'subtitle'] as const)
    for (const lang of ['en', 'zh'] as const)
      for (const [, , format] of (texts[key]?.[lang] ?? '').matchAll(/\{(\w+):(\w+)\}/g))
        if (!TEXT_FORMATS.has(format!))
          ctx.problems.push({ file, path: `${at}/${key}/${lang}`, message: `names format "${format}", which is not one of ${[...TEXT_FORMATS].join(', ')}` });
}

/**
 * A figures card (decision 0142): each tile reads its own call, else the card's; the figure, its changes,
 * the estimate flag and each {field} or {field:format} of its texts must be fields of that reply (or row),
 * the figure and changes numbers.
 */
export function buildFiguresCard(file: string, at: string, card: ChartFiguresCard, pickers: readonly Taker[], ctx: Context): ChartFiguresCard {
  const problem = (path: string, message: string) => ctx.problems.push({ file, path: `${at}${path}`, message });
  const params = new Set(pickers.map((p) => p.param));
  const cardCall = card.call === undefined ? undefined : ownCall(file, at, card, ctx);
  const cardInputs = cardCall?.op ? { inputs: pickerInputs(file, at, cardCall.op, card.call!, pickers, ctx) } : {};
  checkTextFormats(file, at, card, ctx);
  const figures = card.figures.map((tile, i): FigureTile => {
    const path = `/figures/${i}`;
    if (tile.call === undefined && card.call === undefined) {
      problem(`${path}/call`, 'names no call, and its card names none either');
      return tile;
    }
    if (tile.rows !== undefined && tile.call === undefined) problem(`${path}/rows`, 'names a list of the reply, but the tile names no call of its own');
    const own = tile.call === undefined ? undefined : ownCall(file, `${at}${path}`, tile, ctx, tile.rows);
    const source = own ?? cardCall!;
    const call = tile.call ?? card.call!;
    const row = tile.row ?? (own ? undefined : card.row);
    if (source.list && row === undefined) problem(`${path}/row`, `endpoint "${call}" answers a list: name the row the tile reads, first or last`);
    const fields = source.fields;
    const need = (key: string, field: string, number: boolean) => {
      if (!fields) return;
      if (!(field in fields)) problem(`${path}/${key}`, `names field "${field}", which the ${source.list ? 'rows' : 'reply'} of "${call}" do not have`);
      else if (number && !isNumber(fields[field])) problem(`${path}/${key}`, `field "${field}" of the reply of "${call}" is not a number`);
    };
    need('field', tile.field, tile.format !== 'text' && tile.format !== 'month');
    tile.changes?.forEach((c, j) => need(`changes/${j}/field`, c.field, true));
    if (tile.estimate !== undefined) need('estimate', tile.estimate, false);
    if (tile.filled !== undefined) need('filled', tile.filled, false);
    for (const [key, text] of [
      ['caption', tile.caption],
      ['note', tile.note],
    ] as const)
      for (const lang of ['en', 'zh'] as const)
        for (const [, name, format] of (text?.[lang] ?? '').matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
          if (format !== undefined && !TEXT_FORMATS.has(format))
            problem(`${path}/${key}/${lang}`, `names format "${format}", which is not one of ${[...TEXT_FORMATS].join(', ')}`);
          if (fields && !(name! in fields) && !params.has(name!))
            problem(`${path}/${key}/${lang}`, `names {${name}}, which is neither a picker's input nor a field of the reply of "${call}"`);
        }
    const inputs = own?.op ? { inputs: pickerInputs(file, `${at}${path}`, own.op, tile.call!, pickers, ctx) } : {};
    return { ...tile, ...inputs };
  });
  return { ...card, ...cardInputs, figures };
}

/** A series drawn only for some values of a picker: the picker is the page's, the values its choices ('' for its all). */
export function checkSeriesOnly(file: string, at: string, card: ChartDataCard, pickers: readonly ChartPicker[], ctx: Context) {
  card.chart?.series.forEach((s, j) => {
    if (!s.only) return;
    const picker = pickers.find((p) => p.param === s.only!.param);
    const path = `${at}/chart/series/${j}/only`;
    if (!picker) return ctx.problems.push({ file, path: `${path}/param`, message: `names "${s.only.param}", which no picker sets` });
    if (!picker.choices) return;
    const known = [...(picker.all ? [''] : []), ...picker.choices.map((c) => c.value)];
    s.only.values.forEach((v, k) => {
      if (!known.includes(v))
        ctx.problems.push({
          file,
          path: `${path}/values/${k}`,
          message: `"${v}" is none of the values of picker "${picker.param}" (${known.map((x) => `"${x}"`).join(', ')})`,
        });
    });
  });
}
