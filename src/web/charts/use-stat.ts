import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../../generated/client-operations.ts';
import { callOperation, type CallInput } from '../http/call-operation.ts';
import type { CallOptions } from '../http/call-options.ts';

/**
 * One statistics call as TanStack Query options, silent (the card shows its own failure). Figures
 * change at most daily, so a minute of staleness costs nothing and saves calls as people flip between
 * charts. The key is what a route's declared first calls are fetched under before its page renders.
 */
export function statQuery<Id extends OperationId>(id: Id, input?: CallInput<Id>, options?: CallOptions) {
  const values = input ?? ({} as CallInput<Id>);
  return queryOptions({
    queryKey: ['stat', id, values],
    queryFn: async () => (await callOperation(id, ...([values, { silent: true, ...options }] as const))).data,
    staleTime: 60_000,
  });
}

/** One statistics call, cached by TanStack Query; input and reply types come from the operation id. */
export function useStat<Id extends OperationId>(id: Id, input?: CallInput<Id>, enabled = true) {
  return useQuery({ ...statQuery(id, input), enabled });
}
