import { useMemo } from 'react';
import type { FieldViews, TemplateHelpers } from '../../shared/view-types.ts';
import { useLanguage } from '../shell/use-language.ts';
import { createTemplateHelpers } from './template-helpers.ts';
import { useDicts } from './use-dicts.ts';

/** Template helpers bound to the current language, renewed when it or one of the dictionaries changes. */
export function useTemplateHelpers(fields: FieldViews, dicts: readonly string[]): TemplateHelpers {
  const lang = useLanguage();
  const dictVersion = useDicts(dicts);
  return useMemo(() => {
    void dictVersion;
    return createTemplateHelpers({ fields, lang });
  }, [fields, lang, dictVersion]);
}
