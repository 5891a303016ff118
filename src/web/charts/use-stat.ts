import { useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../../generated/client-operations.ts';
import { callOperation } from '../http/call-operation.ts';

/**
 * One statistics call, cached by TanStack Query. Figures change at most daily, so a minute of
 * staleness costs nothing and saves calls as people flip between charts.
 */
export function useStat<T>(id: OperationId, input: Record<string, unknown> = {}, enabled = true) {
  return useQuery({
    queryKey: ['stat', id, input],
    queryFn: async () => (await callOperation<T>(id, input, { silent: true })).data,
    staleTime: 60_000,
    enabled,
  });
}
