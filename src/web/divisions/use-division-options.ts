import { useQuery } from '@tanstack/react-query';
import type { DivisionLevelName } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { callOperation } from '../http/call-operation.ts';
import type { OperationId } from '../../../generated/client-operations.ts';

export interface DivisionOption {
  code: string;
  name: string;
  /** The English name (pinyin and kind); null where the division data carries none. */
  nameEn: string | null;
  hasChildren: boolean;
}

/** How an option reads in the user's language: its English name in English when it has one, else its name. */
export const optionLabel = (o: DivisionOption, lang: Language) => (lang === 'en' && o.nameEn) || o.name;

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
