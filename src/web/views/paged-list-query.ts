import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CallOptions } from '../http/call-options.ts';
import { callViewOperation } from './view-call.ts';
import { extractPage, nextPageNumber, pageInput, wholeList, type Page } from './paged-list-model.ts';

export interface PagedListQuery {
  /** The first part of the query key: 'list' refetches after any write (see usePagedList). */
  prefix: string;
  endpoint: string;
  params: Readonly<Record<string, unknown>>;
  filters: Readonly<Record<string, string>>;
  pageSize: number;
  keys: { rows: string; total: string };
  /** The call answers every row at once (an array, no paging): one page. */
  unpaged?: boolean;
}

/**
 * A paged list as TanStack Query options: the key the list view asks by, which is also what a route's
 * first page is fetched under as the app starts (decision 0153).
 */
export function pagedListQuery({ prefix, endpoint, params, filters, pageSize, keys, unpaged }: PagedListQuery, options?: CallOptions) {
  return infiniteQueryOptions({
    queryKey: [prefix, endpoint, params, filters, pageSize] as const,
    queryFn: async ({ pageParam }) =>
      unpaged
        ? wholeList(await callViewOperation(endpoint, pageInput(params, filters), options))
        : extractPage(await callViewOperation(endpoint, pageInput(params, filters, pageParam, pageSize), options), keys),
    initialPageParam: 1,
    getNextPageParam: (_last: Page, pages: Page[]) => nextPageNumber(pages, pageSize),
    retry: false,
  });
}
