import { useMemo } from 'react';
import type { ShapeField, TemplateHelpers } from '../../shared/view-types.ts';
import { useLanguage } from '../shell/use-language.ts';
import { createTemplateHelpers } from './template-helpers.ts';
import { entityDictCodes } from './entity-meta.ts';
import { useDicts } from './use-dicts.ts';

/**
 * Template helpers bound to the current language, renewed when it or a dictionary changes. Rows of a
 * reply shape pass its field metadata and the dictionaries their templates name.
 */
export function useTemplateHelpers(entity: string, fields?: Readonly<Record<string, ShapeField>>, dictCodes: readonly string[] = NO_CODES): TemplateHelpers {
  const lang = useLanguage();
  const codes = useMemo(() => [...entityDictCodes(entity), ...dictCodes], [entity, dictCodes]);
  const dictVersion = useDicts(codes);
  return useMemo(() => {
    void dictVersion;
    return createTemplateHelpers({ entity, lang, fields });
  }, [entity, fields, lang, dictVersion]);
}

const NO_CODES: readonly string[] = [];
