import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { listItems, listViews } from '../../../generated/lists.ts';
import type { FieldViews, ItemTemplate, Row } from '../../shared/view-types.ts';
import { locationFor, routeById } from '../router/paths.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { useLanguage } from '../shell/use-language.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { usePagedList } from './use-paged-list.ts';
import { useTemplateHelpers } from './use-template-helpers.ts';
import { renderItem, uniqueByKey, type ItemView } from './list-item-model.ts';
import { FILTER_ROW_HEIGHT, filterDef } from './list-filter-options.ts';
import { usePullToRefresh } from './use-pull-to-refresh.ts';
import { ListItemCard } from './list-item-card.tsx';
import { ListAddButton } from './list-add-button.tsx';
import { ListStatusFooter } from './list-status-footer.tsx';
import { PullIndicator } from './pull-indicator.tsx';
import type { DecideSpec, ModerateSpec, QueueStatus } from './list-decide.tsx';
import type { ContentSpec, PublishSpec } from './list-content-actions.tsx';

// The queue controls load only with console queue lists.
const StatusTabs = lazy(() => import('./list-decide.tsx').then((m) => ({ default: m.StatusTabs })));
const DecideButtons = lazy(() => import('./list-decide.tsx').then((m) => ({ default: m.DecideButtons })));
const ModerateButtons = lazy(() => import('./list-decide.tsx').then((m) => ({ default: m.ModerateButtons })));
// The content controls (edit, up and down, publish) load only with console content lists.
const ContentButtons = lazy(() => import('./list-content-actions.tsx').then((m) => ({ default: m.ContentButtons })));

// The error modal (MUI's Dialog and Modal) loads when a list first needs it, not with every list.
const ErrorDialog = lazy(() => import('./error-dialog.tsx').then((m) => ({ default: m.ErrorDialog })));
// The table layout loads only where a manifest asks for it, on a wide screen.
const ListTable = lazy(() => import('./list-table.tsx').then((m) => ({ default: m.ListTable })));
// The selects (MUI TextField) load only with lists that have filters: the home list has none.
const ListFilters = lazy(() => import('./list-filters.tsx').then((m) => ({ default: m.ListFilters })));

export type ListRouteId = keyof typeof listViews;

export interface ListViewSpec {
  endpoint: string;
  item: string;
  params?: Readonly<Record<string, unknown>>;
  filters?: readonly string[];
  /** Labels and choices of the filter fields (the generated list views carry them). */
  filterFields?: FieldViews;
  /** A route (a form adding a row) that a button above the list opens. */
  add?: string;
  /** table: the rows form a table on wide screens (the operator console's lists). */
  layout?: 'cards' | 'table';
  /** Tabs pending / approved / rejected that set a queue's status input (the operator console). */
  statusTabs?: boolean;
  /** Approve and reject on each pending row; reject asks for a reason. */
  decide?: DecideSpec;
  /** Hide (with a reason) and restore on each row. */
  moderate?: ModerateSpec;
  /** Publish or withdraw on each row (the console's content lists). */
  publish?: PublishSpec;
  /** Up and down on each row: the move call and the id input. */
  move?: ContentSpec['move'];
  /** An edit button on each row: the form route and its id parameter. */
  edit?: ContentSpec['edit'];
  /** The call answers every row at once (its reply's data is the list): asked once, without page inputs. */
  unpaged?: boolean;
}

type Props = ({ routeId: ListRouteId; view?: undefined } | { view: ListViewSpec; routeId?: undefined }) & {
  pageSize?: number;
  refresh?: boolean;
  /** Load further pages on scroll; by default a route's list does, an embedded one shows one page. */
  infinite?: boolean;
  /** A hand-written page's own rendering of the loaded rows, in place of the template's cards; paging, states and refresh stay the engine's. */
  children?: (rows: readonly Row[]) => ReactNode;
};

const itemTemplates: Record<string, ItemTemplate> = listItems;
/** Whether a neighbouring row is in the same order group (equal `within` fields) as the row. */
const sameGroup = (row: Row | undefined, other: Row | undefined, within: readonly string[] = []) =>
  Boolean(row && other && within.every((f) => row[f] === other[f]));
const noop = () => undefined;

export function ListView(props: Props) {
  const view: ListViewSpec = props.routeId ? listViews[props.routeId] : props.view;
  const template = itemTemplates[view.item];
  if (!template) throw new Error(`Unknown list item template: ${view.item}`);
  const refresh = props.refresh ?? (props.routeId ? routeById(props.routeId).refresh : false);
  const infinite = props.infinite ?? props.routeId !== undefined;
  // Keyed by the list, so going from one list route to another starts with no filters or tab of the first.
  return (
    <PagedCards
      key={props.routeId ?? `${view.endpoint}:${view.item}`}
      view={view}
      template={template}
      pageSize={props.pageSize}
      refresh={refresh}
      infinite={infinite}
      render={props.children}
    />
  );
}

interface CardsProps {
  view: ListViewSpec;
  template: ItemTemplate;
  pageSize: number | undefined;
  refresh: boolean;
  infinite: boolean;
  render: ((rows: readonly Row[]) => ReactNode) | undefined;
}

function PagedCards({ view, template, pageSize, refresh, infinite, render }: CardsProps) {
  const lang = useLanguage();
  const navigate = useNavigate();
  // Names render in a transition: the cards show them through the deferred helpers below anyway.
  const helpers = useTemplateHelpers(template.fields, template.dicts, true);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<QueueStatus>('pending');
  const params = useMemo(() => (view.statusTabs ? { ...view.params, status } : view.params), [view.params, view.statusTabs, status]);
  const list = usePagedList({ endpoint: view.endpoint, params, filters, pageSize, unpaged: view.unpaged });
  const container = useRef<HTMLDivElement>(null);
  const refreshList = list.refresh;
  // Rows, their state and new dictionaries render as deferred values: the query's store re-renders this
  // component at once (React renders every store change so), but with the cards it showed before, which
  // are memoised; the cards with the answer render in a transition, in time slices (decision 0140).
  const listRows = useDeferredValue(list.rows);
  const listStatus = useDeferredValue(list.status);
  const shownHelpers = useDeferredValue(helpers);
  const pull = usePullToRefresh(container, refresh, refreshList);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  const filterDefs = useMemo(() => {
    // helpers change whenever a dictionary does, so the choices follow them.
    void helpers;
    return (view.filters ?? []).map((field) => filterDef(field, view.filterFields?.[field], lang, dictCache.items));
  }, [view.filters, view.filterFields, lang, helpers]);
  const items = useMemo(
    () => uniqueByKey(listRows.map((row, i) => renderItem(template, row, shownHelpers, i, lang))),
    [listRows, template, shownHelpers, lang],
  );

  // A failed load shows only in the status line (its message and retry). The dialog is the one surface
  // of a failed row action, whose call is silent (decision 0110); once shown it stays mounted to fade out.
  const [modal, setModalMessage] = useState<string | null>(null);
  const [modalUsed, setModalUsed] = useState(false);
  const setModal = useCallback((message: string | null) => {
    setModalMessage(message);
    if (message !== null) setModalUsed(true);
  }, []);

  const setFilter = useCallback((field: string, value: string) => {
    setFilters(({ [field]: _old, ...rest }) => (value === '' ? rest : { ...rest, [field]: value }));
  }, []);
  const decide = view.decide;
  const moderate = view.moderate;
  const content = useMemo<ContentSpec | undefined>(
    () => (view.publish || view.move || view.edit ? { publish: view.publish, move: view.move, edit: view.edit } : undefined),
    [view.publish, view.move, view.edit],
  );
  const actions = useMemo(
    () =>
      content
        ? (item: ItemView) => {
            const at = listRows.findIndex((r) => String(r[content.publish?.id ?? content.move?.id ?? content.edit!.id]) === item.key);
            const row = listRows[at];
            // Up and down stop at the ends of the row's order group; the last row loaded keeps its down
            // arrow while a further page waits (its neighbour may be there).
            return (
              <Suspense fallback={null}>
                <ContentButtons
                  spec={content}
                  rowId={item.key}
                  status={content.publish ? row?.[content.publish.field] : undefined}
                  first={!sameGroup(row, listRows[at - 1], content.move?.within)}
                  last={!sameGroup(row, listRows[at + 1], content.move?.within) && (at < listRows.length - 1 || listStatus === 'noMore')}
                  onDone={(error) => (error ? setModal(error) : refreshList())}
                />
              </Suspense>
            );
          }
        : moderate
          ? (item: ItemView) => {
              const row = listRows.find((r) => String(r[moderate.id]) === item.key);
              return (
                <Suspense fallback={null}>
                  <ModerateButtons
                    spec={moderate}
                    rowId={item.key}
                    hidden={row?.[moderate.hidden] === true}
                    onDone={(error) => (error ? setModal(error) : refreshList())}
                  />
                </Suspense>
              );
            }
          : decide && (!view.statusTabs || status === 'pending')
            ? (item: ItemView) => (
                <Suspense fallback={null}>
                  <DecideButtons spec={decide} rowId={item.key} onDone={(error) => (error ? setModal(error) : refreshList())} />
                </Suspense>
              )
            : undefined,
    [content, decide, moderate, listRows, listStatus, view.statusTabs, status, refreshList, setModal],
  );
  const open = useCallback(
    (item: ItemView) => {
      if (item.link) void navigate(locationFor(item.link.route as RouteId, item.link.params));
    },
    [navigate],
  );

  return (
    <div ref={container} style={{ overscrollBehaviorY: refresh ? 'contain' : undefined }}>
      <PullIndicator {...pull} />
      {view.statusTabs && (
        <Suspense fallback={null}>
          <StatusTabs value={status} onChange={setStatus} />
        </Suspense>
      )}
      {filterDefs.length > 0 && (
        <Suspense fallback={<div style={{ height: FILTER_ROW_HEIGHT }} />}>
          <ListFilters defs={filterDefs} values={filters} onChange={setFilter} />
        </Suspense>
      )}
      {view.add && <ListAddButton route={view.add as RouteId} />}
      {render ? (
        render(listRows)
      ) : view.layout === 'table' && wide ? (
        <Suspense fallback={null}>
          <ListTable items={items} onOpen={open} actions={actions} />
        </Suspense>
      ) : (
        <Stack spacing={1} sx={{ px: 1.5, pt: filterDefs.length === 0 ? 1 : 0 }}>
          {items.map((item) =>
            actions ? (
              <Stack key={item.key} spacing={0.5} data-testid="list-decide-row">
                <ListItemCard item={item} onOpen={open} />
                {actions(item)}
              </Stack>
            ) : (
              <ListItemCard key={item.key} item={item} onOpen={open} />
            ),
          )}
        </Stack>
      )}
      {(infinite || !['more', 'noMore'].includes(listStatus)) && (
        // The line shown before the first rows is another element than the one under them: the cards
        // replace it rather than push it down, which would count as a layout shift of the first load.
        <ListStatusFooter
          key={listRows.length === 0 ? 'first' : 'after'}
          status={listStatus}
          onVisible={infinite ? list.loadMore : noop}
          onRetry={list.retry}
        />
      )}
      {modalUsed && (
        <Suspense fallback={null}>
          <ErrorDialog message={modal} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </div>
  );
}
