import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ChartWidgetName } from '../../../generated/charts.ts';
import type { ChartWidgetProps } from '../../shared/chart-view-types.ts';

/**
 * The hand-written cards a statistics page's `widget:` names (spec/pages, view.chart): a missing one is
 * a compile error. Each loads with the page that shows it.
 */
export const chartWidgets: Record<ChartWidgetName, LazyExoticComponent<ComponentType<ChartWidgetProps>>> = {
  AreaThreeYears: lazy(() => import('./database/area-three-years-chart.tsx').then((m) => ({ default: m.AreaThreeYearsChart }))),
  AreaHistory: lazy(() => import('./database/area-history.tsx').then((m) => ({ default: m.AreaHistory }))),
  SeedlingChanges: lazy(() => import('./database/seedling-change-table.tsx').then((m) => ({ default: m.SeedlingChanges }))),
  SeedlingGrowth: lazy(() => import('./database/seedling-growth-chart.tsx').then((m) => ({ default: m.SeedlingGrowth }))),
  SeedlingPhotos: lazy(() => import('./database/seedling-photos.tsx').then((m) => ({ default: m.SeedlingPhotos }))),
  WalkLatestSummary: lazy(() => import('./walk/walk-summary-cards.tsx').then((m) => ({ default: m.WalkLatestSummary }))),
  WalkMonthSummary: lazy(() => import('./walk/walk-summary-cards.tsx').then((m) => ({ default: m.WalkMonthSummary }))),
};
