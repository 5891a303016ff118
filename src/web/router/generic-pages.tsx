import { lazyPage, type PageComponent, type PageProps } from './lazy-page.ts';

type GenericKind = 'redirect' | 'hub' | 'chart' | 'list' | 'detail' | 'form' | 'tabs';

function isKeyOf<T extends object>(registry: T, id: string): id is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(registry, id);
}

/** A route marked list/detail/form whose registry entry is missing is a codegen bug: the boundary shows it. */
function missing(kind: GenericKind, routeId: string): never {
  throw new Error(`No ${kind} view registered for route ${routeId}`);
}

/**
 * The manifest-driven views, each in its own chunk (the form view brings rjsf along). The registries
 * are loaded with their view, so the entry carries none of the detail, form or tab tables.
 */
export const genericPages = {
  redirect: lazyPage(() => import('../views/redirect-view.tsx').then((m) => m.RedirectView)),
  hub: lazyPage(async () => {
    const [{ HubView }, { hubViews }] = await Promise.all([import('../views/hub-view.tsx'), import('../../../generated/hubs.ts')]);
    return function HubPage({ routeId }: PageProps) {
      return isKeyOf(hubViews, routeId) ? <HubView routeId={routeId} /> : missing('hub', routeId);
    };
  }),
  chart: lazyPage(async () => {
    const [{ ChartView }, { chartViews }] = await Promise.all([import('../views/chart-view.tsx'), import('../../../generated/charts.ts')]);
    return function ChartPage({ routeId }: PageProps) {
      // A page of its own for each route: another chart route starts from its own pickers.
      return isKeyOf(chartViews, routeId) ? <ChartView key={routeId} routeId={routeId} /> : missing('chart', routeId);
    };
  }),
  list: lazyPage(async () => {
    const [{ ListView }, { listViews }] = await Promise.all([import('../views/list-view.tsx'), import('../../../generated/lists.ts')]);
    return function ListPage({ routeId }: PageProps) {
      return isKeyOf(listViews, routeId) ? <ListView routeId={routeId} /> : missing('list', routeId);
    };
  }),
  detail: lazyPage(async () => {
    const [{ DetailView }, { detailViews }] = await Promise.all([import('../views/detail-view.tsx'), import('../../../generated/details.ts')]);
    return function DetailPage({ routeId }: PageProps) {
      return isKeyOf(detailViews, routeId) ? <DetailView routeId={routeId} /> : missing('detail', routeId);
    };
  }),
  form: lazyPage(async () => {
    const [{ FormView }, { formLoaders }] = await Promise.all([import('../views/form-view.tsx'), import('../../../generated/forms/index.ts')]);
    return function FormPage({ routeId }: PageProps) {
      return isKeyOf(formLoaders, routeId) ? <FormView routeId={routeId} /> : missing('form', routeId);
    };
  }),
  tabs: lazyPage(async () => {
    const [{ TabsView }, { tabViews }] = await Promise.all([import('../views/tabs-view.tsx'), import('../../../generated/lists.ts')]);
    return function TabsPage({ routeId }: PageProps) {
      return isKeyOf(tabViews, routeId) ? <TabsView routeId={routeId} /> : missing('tabs', routeId);
    };
  }),
} satisfies Record<GenericKind, PageComponent>;
