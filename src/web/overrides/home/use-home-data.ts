import { useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../../../generated/client-operations.ts';
import { callOperation, type CallInput } from '../../http/call-operation.ts';
import { loadAppConfig } from '../../session/app-config.ts';

/** One home call, silent (a block shows its own failure) and kept a minute. */
export function useHomeCall<Id extends OperationId>(id: Id, input?: CallInput<Id>) {
  const values = input ?? ({} as CallInput<Id>);
  return useQuery({
    queryKey: ['home', id, values],
    queryFn: async () => (await callOperation(id, ...([values, { silent: true }] as const))).data,
    staleTime: 60_000,
  });
}

/** /app-config.json, fetched once. */
export const useAppConfig = () => useQuery({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });

/** The hosts the webview may embed; none until the config has arrived. */
export function useWebviewHosts(): readonly string[] {
  return useAppConfig().data?.webviewHosts ?? [];
}
