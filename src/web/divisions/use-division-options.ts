import { useQuery } from '@tanstack/react-query';
import type { DivisionLevelName } from '../../shared/view-types.ts';
import { callOperation } from '../http/call-operation.ts';
import type { OperationId } from '../../../generated/client-operations.ts';

export interface DivisionOption {
  code: string;
  name: string;
  hasChildren: boolean;
}

const CALLS = {
  province: 'ksceDivision.province',
  city: 'ksceDivision.city',
  county: 'ksceDivision.area',
  street: 'ksceDivision.street',
} as const satisfies Record<DivisionLevelName, OperationId>;

/**
 * A level's options under a parent code ('' for provinces), cached for the session per parent: each
 * list is asked for once, whichever form or picker asks. Silent: the picker shows its own retry.
 */
export function useDivisionOptions(level: DivisionLevelName, parent: string | undefined) {
  return useQuery({
    queryKey: ['division', level, parent],
    queryFn: async () =>
      (level === 'province' || !parent
        ? await callOperation(CALLS.province, {}, { silent: true, mask: false })
        : await callOperation(CALLS[level], { code: parent }, { silent: true, mask: false })
      ).data,
    enabled: parent !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
