import { useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../../../generated/client-operations.ts';
import type { CallInput } from '../../http/call-operation.ts';
import { statQuery } from '../../charts/use-stat.ts';
import { loadAppConfig } from '../../session/app-config.ts';

/** One home call, silent (a block shows its own failure) and kept a minute; home's route fetches them before it renders. */
export function useHomeCall<Id extends OperationId>(id: Id, input?: CallInput<Id>) {
  return useQuery(statQuery(id, input));
}

/** /app-config.json, fetched once. */
export const useAppConfig = () => useQuery({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });

/** The hosts the webview may embed; none until the config has arrived. */
export function useWebviewHosts(): readonly string[] {
  return useAppConfig().data?.webviewHosts ?? [];
}
