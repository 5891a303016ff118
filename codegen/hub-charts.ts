import type { ChartViewModel } from '../src/shared/chart-view-types.ts';
import type { HubCarousel, HubChartName } from '../src/shared/view-types.ts';
import { buildChartView } from './build-chart-view.ts';
import { deref, propertiesOf, rowFields } from './chart-view-shapes.ts';
import type { Context } from './page-context.ts';

export type HubChartSection = { chart?: ChartViewModel; names?: HubChartName[]; carousel?: HubCarousel };

/**
 * A hub's `chart:` and `carousel:` sections (decision 0152). A chart is a statistics view's cards,
 * checked as view.chart checks them, without pickers, links or widget cards (a hub has no inputs
 * to pick and its own widget sections); its `names` must read list fields of the chart call's reply,
 * and an enum's labels are written in. A carousel's call answers a list and takes no required input.
 */
export function buildHubChart(file: string, at: string, section: HubChartSection, ctx: Context): HubChartSection {
  const problem = (path: string, message: string) => ctx.problems.push({ file, path: `${at}${path}`, message });
  if (section.names && !section.chart) problem('/names', 'only a chart section takes names');
  if (section.carousel) checkCarousel(section.carousel, problem, ctx);
  if (!section.chart) return section;
  const raw = section.chart;
  if (raw.pickers?.length) problem('/chart/pickers', 'a hub chart takes no pickers: its calls take no input');
  if (raw.links?.length) problem('/chart/links', 'a hub chart takes no links: use a links or tiles section');
  raw.cards.forEach((card, i) => 'widget' in card && problem(`/chart/cards/${i}/widget`, 'a hub chart takes no widget card: use a widget section'));
  const chart = buildChartView(file, at, raw, ctx);
  if (!section.names) return { ...section, chart };
  const op = raw.call === undefined ? undefined : ctx.ops.get(raw.call);
  if (raw.call === undefined) problem('/names', "names the chart call's fields, but the chart names no call");
  const reply = (op && propertiesOf(op.output, ctx)) ?? {};
  const names = section.names.map((name, i): HubChartName => {
    const path = `/names/${i}`;
    if ([name.place, name.dict, name.enum].filter((k) => k !== undefined).length > 1) problem(path, 'takes one of place, dict or enum');
    const fields = rowFields(reply[name.rows], ctx);
    if (!op) return name;
    if (!fields) {
      problem(`${path}/rows`, `names field "${name.rows}", which the reply of "${raw.call}" does not have as a list of rows`);
      return name;
    }
    for (const key of ['field', 'place'] as const)
      if (name[key] !== undefined && !(name[key] in fields))
        problem(`${path}/${key}`, `names field "${name[key]}", which the rows of "${name.rows}" do not have`);
    if (name.dict !== undefined && !ctx.dictCodes.has(name.dict))
      problem(`${path}/dict`, `names dictionary "${name.dict}", which spec/dicts.yaml does not define`);
    if (name.enum === undefined) return name;
    const [entity, field] = name.enum.split('.') as [string, string];
    const labels = ctx.entities.get(entity)?.fields.find((f) => f.name === field)?.enumLabels;
    if (!labels) problem(`${path}/enum`, `names "${name.enum}", which is not an enum field of spec/entities/`);
    return { rows: name.rows, field: name.field, labels: labels ?? {} };
  });
  return { ...section, chart, names };
}

function checkCarousel(carousel: HubCarousel, problem: (path: string, message: string) => void, ctx: Context) {
  const op = ctx.ops.get(carousel.call);
  if (!op) return problem('/carousel/call', `names endpoint "${carousel.call}", which spec/endpoints/ does not define`);
  if (deref(op.output, ctx)?.type !== 'array') problem('/carousel/call', `endpoint "${carousel.call}" does not answer a list of rows`);
  if (((op.input.required ?? []) as string[]).length > 0)
    problem('/carousel/call', `endpoint "${carousel.call}" requires input, which a carousel does not give`);
}
