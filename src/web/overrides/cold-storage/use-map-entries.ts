import { useQuery } from '@tanstack/react-query';
import { app } from '../../../../generated/app.ts';
import { callOperation } from '../../http/call-operation.ts';
import type { MapEntry } from './cold-format.ts';

/** At most this many pages of the largest size: the map shows every store, up to a few thousand. */
const MAX_PAGES = 30;

/** Every entry of the cold-storage map, asked page by page at the largest page size. */
export function useMapEntries() {
  return useQuery({
    queryKey: ['cold-map-entries'],
    queryFn: async () => {
      const entries: MapEntry[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const reply = await callOperation('coldStorageApply.getByPage', { page, pageSize: app.maxPageSize }, { silent: true, mask: false });
        entries.push(...reply.data);
        if (reply.data.length < app.maxPageSize || entries.length >= reply.totalCount) break;
      }
      return entries;
    },
    staleTime: 60_000,
  });
}
