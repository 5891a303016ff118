import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { app } from '../../../generated/app.ts';
import type { Row } from '../../shared/view-types.ts';
import { operationMeta } from './operation-meta.ts';
import { listStatus, type ListStatus, type Page } from './paged-list-model.ts';
import { pagedListQuery } from './paged-list-query.ts';

export interface PagedListOptions {
  endpoint: string;
  params?: Readonly<Record<string, unknown>>;
  filters?: Readonly<Record<string, string>>;
  pageSize?: number;
  /**
   * The first part of the query key. Lists under 'list' refetch after any write; a record's own
   * list (its comments) takes another, so deleting the record does not ask for them again.
   */
  keyPrefix?: string;
  /** The call answers every row at once (reply data is the list): one page, no page inputs. */
  unpaged?: boolean;
}

export interface PagedList {
  rows: Row[];
  total: number | undefined;
  status: ListStatus;
  error: Error | null;
  refreshing: boolean;
  loadMore: () => void;
  refresh: () => Promise<void>;
  retry: () => void;
}

const DEFAULT_KEYS = { rows: 'data', total: 'totalCount' };
const NO_PARAMS: Readonly<Record<string, unknown>> = {};
const NO_FILTERS: Readonly<Record<string, string>> = {};

export function usePagedList(options: PagedListOptions): PagedList {
  const { endpoint, params = NO_PARAMS, filters = NO_FILTERS } = options;
  const op = operationMeta(endpoint);
  const keys = op?.keys ?? DEFAULT_KEYS;
  const pageSize = options.pageSize ?? op?.pageSize ?? app.pageSize;
  const prefix = options.keyPrefix ?? 'list';
  const queryOptions = useMemo(
    () => pagedListQuery({ prefix, endpoint, params, filters, pageSize, keys, unpaged: options.unpaged }),
    [prefix, endpoint, params, filters, pageSize, keys, options.unpaged],
  );
  const { queryKey } = queryOptions;
  const client = useQueryClient();

  const query = useInfiniteQuery(queryOptions);
  const { data, fetchNextPage, refetch, isFetching, isFetchNextPageError } = query;

  const rows = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  const status = listStatus({
    pending: query.isPending,
    fetchingNextPage: query.isFetchingNextPage,
    error: query.isError,
    rowCount: rows.length,
    hasNextPage: query.hasNextPage,
  });

  const loadMore = useCallback(() => {
    if (status === 'more' && !isFetching) void fetchNextPage();
  }, [status, isFetching, fetchNextPage]);

  const refresh = useCallback(async () => {
    // Start again from page 1: drop the later pages so the refetch asks for the first one only.
    client.setQueryData<InfiniteData<Page, number>>(queryKey, (old) => (old ? { pages: old.pages.slice(0, 1), pageParams: old.pageParams.slice(0, 1) } : old));
    await refetch();
  }, [client, queryKey, refetch]);

  const retry = useCallback(() => {
    void (isFetchNextPageError ? fetchNextPage() : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  return {
    rows,
    total: data?.pages.at(-1)?.total,
    status,
    error: query.error,
    refreshing: query.isRefetching,
    loadMore,
    refresh,
    retry,
  };
}
