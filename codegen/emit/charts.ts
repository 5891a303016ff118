import type { SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';

/** generated/charts.ts: each statistics page's call, pickers, cards and links (view.chart, decision 0138). */
export function emitCharts(model: SpecModel): string {
  const body = Object.fromEntries(
    model.routes.flatMap((r) =>
      r.view.kind === 'chart' ? [[r.id, { call: r.view.call, pickers: r.view.pickers, cards: r.view.cards, links: r.view.links }]] : [],
    ),
  );
  return renderModule(
    ["import type { ChartViewModel } from '../src/shared/chart-view-types.ts';"],
    [
      `/** Routes whose view is a statistics page: its call, pickers, cards and links. */\nexport const chartViews = ${json(body)} as const satisfies Record<string, ChartViewModel>;`,
    ],
  );
}
