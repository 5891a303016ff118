import { useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../../generated/client-operations.ts';
import { callOperation, type CallInput } from '../http/call-operation.ts';

/**
 * One statistics call, cached by TanStack Query. Figures change at most daily, so a minute of
 * staleness costs nothing and saves calls as people flip between charts. Input and reply types come
 * from the operation id.
 */
export function useStat<Id extends OperationId>(id: Id, input?: CallInput<Id>, enabled = true) {
  const values = input ?? ({} as CallInput<Id>);
  return useQuery({
    queryKey: ['stat', id, values],
    queryFn: async () => (await callOperation(id, ...([values, { silent: true }] as const))).data,
    staleTime: 60_000,
    enabled,
  });
}
