import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HubWidgetName } from '../../../generated/hubs.ts';

/**
 * The hand-written blocks a hub's `widget:` names (spec/pages, view.hub): a missing one is a compile
 * error. Each loads with the hub that shows it.
 */
export const hubWidgets: Record<HubWidgetName, LazyExoticComponent<ComponentType>> = {
  DatabaseAreaHeadline: lazy(() => import('./database/area-headline.tsx').then((m) => ({ default: m.DatabaseAreaHeadline }))),
  TwoDayStatistic: lazy(() => import('./two-day-statistic.tsx').then((m) => ({ default: m.TwoDayStatistic }))),
};
