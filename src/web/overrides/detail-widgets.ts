import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DetailWidgetName } from '../../../generated/details.ts';
import type { DetailWidgetProps } from '../views/detail-widget-props.ts';

/** What a detail widget is given: the page's row (or reply) and a way to read it again after a change. */

const article = () => import('./pioneer/article-widgets.tsx');

/**
 * The hand-written blocks a detail view's `widgets:` names (spec/pages, view.detail): a missing one is a
 * compile error, and codegen refuses a name this registry does not give. Each loads with the page that shows it.
 */
export const detailWidgets: Record<DetailWidgetName, LazyExoticComponent<ComponentType<DetailWidgetProps>>> = {
  ArticleAuthor: lazy(() => article().then((m) => ({ default: m.ArticleAuthor }))),
  ArticleFeedback: lazy(() => article().then((m) => ({ default: m.ArticleFeedbackWidget }))),
  ArticlePaywall: lazy(() => article().then((m) => ({ default: m.ArticlePaywallWidget }))),
  InventoryRecord: lazy(() => import('./cold-storage/inventory-record.tsx').then((m) => ({ default: m.InventoryRecordWidget }))),
};
