import type { ChartViewModel } from '../src/shared/chart-view-types.ts';
import type { JsonSchema, OperationModel } from './model-types.ts';
import type { Context } from './page-context.ts';
import { checkGroupCard, checkTermPicker } from './chart-view-groups.ts';
import {
  buildFiguresCard,
  checkOptions,
  checkPickerParam,
  checkRowsShape,
  checkSeriesOnly,
  checkTextFormats,
  callsOf,
  ownCall,
  pickerInputs,
} from './chart-view-sources.ts';
import { checkDayCard, checkDayPicker } from './chart-view-days.ts';
import { checkInputs, madeOf, optionsInputs } from './chart-view-inputs.ts';
import { checkOptionRows } from './chart-view-option-rows.ts';
import { isNumber, propertiesOf, rowFields } from './chart-view-shapes.ts';

type Properties = Record<string, JsonSchema>;
type RawChartView = Omit<ChartViewModel, 'pickers' | 'links'> & Partial<Pick<ChartViewModel, 'pickers' | 'links'>>;
const dictOf = (schema: JsonSchema | undefined) => (typeof schema?.['x-dict'] === 'string' ? schema['x-dict'] : undefined);

/**
 * view.chart (decision 0138): the call and every call a picker asks, the inputs the pickers set, the
 * reply fields each card reads and the {name} of each text are checked against spec/endpoints/,
 * spec/schemas/ and spec/dicts.yaml; a problem names the file and the key path. What the schemas say
 * is added for the web: a month picker of a YYYY-MM input, the dictionary of a category or a column.
 */
export function buildChartView(file: string, at: string, raw: RawChartView, ctx: Context): ChartViewModel {
  const base = `${at}/chart`;
  const problem = (path: string, message: string) => ctx.problems.push({ file, path: `${base}${path}`, message });
  const needOp = (path: string, id: string): OperationModel | undefined => {
    const op = ctx.ops.get(id);
    if (!op) problem(path, `names endpoint "${id}", which spec/endpoints/ does not define`);
    return op;
  };
  const op = raw.call === undefined ? undefined : needOp('/call', raw.call);
  const inputs = (op?.input.properties ?? {}) as Properties;
  const pageInputs = raw.inputs ?? [];
  const madeInto = new Set(pageInputs.flatMap(madeOf));
  const pickers = (raw.pickers ?? []).map((picker, i) => {
    if (madeInto.has(picker.param)) {
      // The picker's value reaches the calls as a page input (decision 0151).
    } else if (raw.call === undefined || raw.cards.some((c) => 'call' in c || 'figures' in c))
      checkPickerParam(file, `${base}/pickers/${i}`, picker, raw.call, raw.cards, ctx);
    else if (op && !(picker.param in inputs)) problem(`/pickers/${i}/param`, `"${picker.param}" is not an input of endpoint "${raw.call}"`);
    if (picker.options) checkOptions(file, `${base}/pickers/${i}`, picker.options, ctx);
    checkOptionRows(picker, i, raw.pickers ?? [], ctx, problem);
    const options = picker.options && optionsInputs(picker.options, i, raw.pickers ?? [], pageInputs, ctx, problem);
    if (picker.dict !== undefined && !ctx.dictCodes.has(picker.dict))
      problem(`/pickers/${i}/dict`, `names dictionary "${picker.dict}", which spec/dicts.yaml does not define`);
    if (picker.latest) {
      const latest = needOp(`/pickers/${i}/latest/call`, picker.latest.call);
      const fields = latest && rowFields(latest.output, ctx);
      if (latest && !fields) problem(`/pickers/${i}/latest/call`, `endpoint "${picker.latest.call}" does not answer a list of rows`);
      else if (fields && !(picker.latest.field in fields))
        problem(`/pickers/${i}/latest/field`, `names field "${picker.latest.field}", which the rows of "${picker.latest.call}" do not have`);
    }
    checkTermPicker(picker, i, inputs[picker.param], { problem });
    if (picker.recent && op && inputs[picker.param] && inputs[picker.param]?.type !== 'string')
      problem(`/pickers/${i}/recent`, `input "${picker.param}" does not take a YYYY-MM month`);
    const yearMonth = Boolean(picker.months) && inputs[picker.param]?.type === 'string';
    if (yearMonth && !picker.latest)
      problem(`/pickers/${i}/latest`, `input "${picker.param}" takes a YYYY-MM month: a month picker needs latest, the call whose rows hold the months`);
    const required = ((op?.input.required ?? []) as string[]).includes(picker.param);
    const reply = (op && propertiesOf(op.output, ctx)) ?? {};
    return checkDayPicker(
      { ...picker, ...(yearMonth ? { yearMonth } : {}), ...(options ? { options } : {}) },
      i,
      raw.call ?? '',
      inputs[picker.param],
      required,
      reply,
      problem,
    );
  });
  const calls = [
    ...new Set([...(raw.call === undefined ? [] : [raw.call]), ...callsOf(raw.cards), ...pickers.flatMap((p) => (p.options ? [p.options.call] : []))]),
  ];
  checkInputs(pageInputs, pickers, calls, ctx, problem);
  // What sets a call's input: a picker, or a page input made of pickers.
  const takers = [...pickers, ...pageInputs.map((input) => ({ param: input.param }))];
  const params = new Set(takers.map((p) => p.param));
  for (const name of (raw.call === undefined ? [] : (op?.input.required ?? [])) as string[])
    if (!params.has(name)) problem('/pickers', `endpoint "${raw.call}" requires input "${name}", which no picker sets`);
    else if (pickers.find((p) => p.param === name)?.all)
      problem('/pickers', `endpoint "${raw.call}" requires input "${name}", which the picker's all leaves out`);

  const pageReply = (op && propertiesOf(op.output, ctx)) ?? {};
  const cards = raw.cards.map((card, i) => {
    if ('widget' in card) return card;
    const at = `/cards/${i}`;
    if ('figures' in card) return buildFiguresCard(file, `${base}${at}`, card, takers, ctx);
    if (card.call === undefined && raw.call === undefined) problem(`${at}/call`, 'names no call, and the page names none either');
    const own = card.call === undefined ? undefined : ownCall(file, `${base}${at}`, card, ctx);
    const op = own ? own.op : raw.call === undefined ? undefined : ctx.ops.get(raw.call);
    const reply = own ? own.reply : pageReply;
    const callName = card.call ?? raw.call;
    const inputs = own?.op ? { inputs: pickerInputs(file, `${base}${at}`, own.op, card.call!, takers, ctx) } : {};
    checkTextFormats(file, `${base}${at}`, card, ctx);
    for (const [key, text] of [
      ['title', card.title],
      ['subtitle', card.subtitle],
    ] as const)
      for (const lang of ['en', 'zh'] as const)
        for (const [, name] of (text?.[lang] ?? '').matchAll(/\{(\w+)\}/g))
          if (!params.has(name!) && op && !(name! in reply))
            problem(`${at}/${key}/${lang}`, `names {${name}}, which is neither a picker's input nor a field of the reply of "${callName}"`);
    if (!op) return card;
    const fields = own?.list ? own.fields : rowFields(reply[card.rows], ctx);
    if (!fields) {
      problem(`${at}/rows`, `names field "${card.rows}", which the reply of "${callName}" does not have as a list of rows`);
      return card;
    }
    if (card.groups || card.pivot || card.rowFigures) {
      checkGroupCard(card, fields, { at, problem, params }, ctx);
      return card;
    }
    const need = (path: string, field: string, number = false) => {
      if (!(field in fields)) problem(`${at}${path}`, `names field "${field}", which the rows of "${card.rows}" do not have`);
      else if (number && !isNumber(fields[field])) problem(`${at}${path}`, `field "${field}" of the rows of "${card.rows}" is not a number`);
    };
    if (card.estimate !== undefined && !(card.estimate in fields) && !(card.estimate in reply))
      problem(`${at}/estimate`, `names field "${card.estimate}", which neither the rows of "${card.rows}" nor the reply of "${callName}" have`);
    checkRowsShape(file, `${base}${at}`, card, fields, ctx);
    checkSeriesOnly(file, `${base}${at}`, card, pickers, ctx);
    const chart = card.chart && { ...card.chart, ...(dictOf(fields[card.chart.x]) ? { xDict: dictOf(fields[card.chart.x]) } : {}) };
    if (card.chart) {
      need('/chart/x', card.chart.x);
      card.chart.series.forEach((s, j) => need(`/chart/series/${j}/field`, s.field, true));
    }
    card.table?.columns.forEach((c, j) => {
      need(`/table/columns/${j}/field`, c.field);
      if (!c.names) return;
      need(`/table/columns/${j}/names/code`, c.names.code);
      if (c.names.from !== 'places' && !ctx.dictCodes.has(c.names.from))
        problem(`${at}/table/columns/${j}/names/from`, `names "${c.names.from}", which is neither places nor a dictionary spec/dicts.yaml defines`);
    });
    const table = card.table && {
      ...card.table,
      columns: card.table.columns.map((c) => (dictOf(fields[c.field]) ? { ...c, dict: dictOf(fields[c.field]) } : c)),
    };
    return checkDayCard(
      { ...card, ...(own?.list ? { rows: '' } : {}), ...inputs, ...(chart ? { chart } : {}), ...(table ? { table } : {}) },
      fields,
      at,
      problem,
    );
  });
  const links = raw.links ?? [];
  links.forEach((link, i) =>
    (link.params ?? []).forEach((name, j) => {
      if (!params.has(name)) problem(`/links/${i}/params/${j}`, `names "${name}", which no picker sets`);
    }),
  );
  return { ...(raw.call === undefined ? {} : { call: raw.call }), pickers, ...(pageInputs.length > 0 ? { inputs: pageInputs } : {}), cards, links };
}
