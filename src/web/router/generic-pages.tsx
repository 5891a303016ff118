import { detailViews } from '../../../generated/details.ts';
import { formLoaders } from '../../../generated/forms/index.ts';
import { listViews, tabViews } from '../../../generated/lists.ts';
import { lazyPage, type PageComponent, type PageProps } from './lazy-page.ts';

type GenericKind = 'list' | 'detail' | 'form' | 'tabs';

function isKeyOf<T extends object>(registry: T, id: string): id is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(registry, id);
}

/** A route marked list/detail/form whose registry entry is missing is a codegen bug: the boundary shows it. */
function missing(kind: GenericKind, routeId: string): never {
  throw new Error(`No ${kind} view registered for route ${routeId}`);
}

/** The manifest-driven views, each in its own chunk (the form view brings rjsf along). */
export const genericPages = {
  list: lazyPage(async () => {
    const { ListView } = await import('../views/list-view.tsx');
    return function ListPage({ routeId }: PageProps) {
      return isKeyOf(listViews, routeId) ? <ListView routeId={routeId} /> : missing('list', routeId);
    };
  }),
  detail: lazyPage(async () => {
    const { DetailView } = await import('../views/detail-view.tsx');
    return function DetailPage({ routeId }: PageProps) {
      return isKeyOf(detailViews, routeId) ? <DetailView routeId={routeId} /> : missing('detail', routeId);
    };
  }),
  form: lazyPage(async () => {
    const { FormView } = await import('../views/form-view.tsx');
    return function FormPage({ routeId }: PageProps) {
      return isKeyOf(formLoaders, routeId) ? <FormView routeId={routeId} /> : missing('form', routeId);
    };
  }),
  tabs: lazyPage(async () => {
    const { TabsView } = await import('../views/tabs-view.tsx');
    return function TabsPage({ routeId }: PageProps) {
      return isKeyOf(tabViews, routeId) ? <TabsView routeId={routeId} /> : missing('tabs', routeId);
    };
  }),
} satisfies Record<GenericKind, PageComponent>;
