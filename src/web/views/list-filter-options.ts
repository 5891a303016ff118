import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import type { DictEntry } from '../dicts/dict-cache.ts';
import type { FieldView } from '../../shared/view-types.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterDef {
  field: string;
  label: string;
  /** select: a choice of options; text and date: typed in (an input with no choices). */
  kind: 'select' | 'text' | 'date';
  options: FilterOption[];
}

/**
 * The choices of one list filter: 'All' (value '') first, then the field's enum labels or its
 * dictionary's names in the given language. A field with neither has no choices to offer.
 */
export function filterDef(field: string, meta: FieldView | undefined, lang: Language, dictItems: (code: string) => readonly DictEntry[]): FilterDef {
  const all: FilterOption = { value: '', label: t('views.filter.all', {}, lang) };
  let choices: FilterOption[] = [];
  if (meta?.enumLabels) {
    choices = Object.entries(meta.enumLabels).map(([value, label]) => ({ value, label: label[lang] }));
  } else if (meta?.dict) {
    choices = dictItems(meta.dict).map((item) => ({ value: item.id, label: item[lang] }));
  }
  if (meta?.only) choices = choices.filter((c) => meta.only!.includes(c.value));
  const label = meta?.label?.[lang] ?? field;
  if (meta?.type === 'date' || meta?.type === 'text') return { field, label, kind: meta.type, options: [] };
  return { field, label, kind: 'select', options: [all, ...choices] };
}

/**
 * The filter row's height (8 px above and below a 40 px small select): list-view keeps this much room
 * while the row's code (MUI's TextField) loads, so the cards below do not move when it arrives.
 */
export const FILTER_ROW_HEIGHT = 56;
