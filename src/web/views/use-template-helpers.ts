import { useMemo } from 'react';
import type { TemplateHelpers } from '../../shared/view-types.ts';
import { useLanguage } from '../shell/use-language.ts';
import { createTemplateHelpers } from './template-helpers.ts';
import { entityDictCodes } from './entity-meta.ts';
import { useDicts } from './use-dicts.ts';

/** Template helpers bound to the current language, renewed when it or a dictionary changes. */
export function useTemplateHelpers(entity: string): TemplateHelpers {
  const lang = useLanguage();
  const dictVersion = useDicts(entityDictCodes(entity));
  return useMemo(() => {
    void dictVersion;
    return createTemplateHelpers({ entity, lang });
  }, [entity, lang, dictVersion]);
}
