import type { SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';

/** generated/charts.ts: each statistics page's call, pickers, cards and links (view.chart, decision 0138), and the widgets they name. */
export function emitCharts(model: SpecModel): string {
  const views = model.routes.flatMap((r) => (r.view.kind === 'chart' ? [[r.id, r.view] as const] : []));
  const body = Object.fromEntries(views.map(([id, v]) => [id, { call: v.call, pickers: v.pickers, inputs: v.inputs, cards: v.cards, links: v.links }]));
  const widgets = [...new Set(views.flatMap(([, v]) => v.cards.flatMap((c) => ('widget' in c ? [c.widget] : []))))].sort();
  return renderModule(
    ["import type { ChartViewModel } from '../src/shared/chart-view-types.ts';"],
    [
      `/** Routes whose view is a statistics page: its call, pickers, cards and links. */\nexport const chartViews = ${json(body)} as const satisfies Record<string, ChartViewModel>;`,
      `/** The hand-written cards the pages name: src/web/overrides/chart-widgets.ts must give each. */\nexport const chartWidgetNames = ${json(widgets)} as const;`,
      'export type ChartWidgetName = (typeof chartWidgetNames)[number];',
    ],
  );
}
