import { useMemo } from 'react';
import type { FieldViews, TemplateHelpers } from '../../shared/view-types.ts';
import { useLanguage } from '../shell/use-language.ts';
import { createTemplateHelpers } from './template-helpers.ts';
import { useDicts } from './use-dicts.ts';
import { placeNames } from '../divisions/place-names.ts';
import { useStoreVersion } from './use-store-version.ts';

const NO_FIELDS: FieldViews = {};
const NO_DICTS: readonly string[] = [];

/** The place helper alone, for pages that show places stored by division code and name outside templates. */
export function usePlace(): TemplateHelpers['place'] {
  return useTemplateHelpers(NO_FIELDS, NO_DICTS).place;
}

/**
 * Template helpers bound to the current language, renewed when it, a dictionary or the English place
 * names change; with `inTransition`, renewed for names in a transition (useStoreVersion).
 */
export function useTemplateHelpers(fields: FieldViews, dicts: readonly string[], inTransition = false): TemplateHelpers {
  const lang = useLanguage();
  const dictVersion = useDicts(dicts, inTransition);
  const placeVersion = useStoreVersion(placeNames.subscribe, placeNames.version, inTransition);
  return useMemo(() => {
    void dictVersion;
    void placeVersion;
    return createTemplateHelpers({ fields, lang });
  }, [fields, lang, dictVersion, placeVersion]);
}
