import type { UiSchema } from '@rjsf/utils';
import type { FormDescriptor } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import type { DictEntry } from '../dicts/dict-cache.ts';
import { fieldLabel, type FormSchema, type PropertySchema } from './form-schema.ts';

/** The names the form registers its upload field and money widget under (see form-widgets.ts). */
export const UPLOAD_FIELD = 'upload';
export const MONEY_WIDGET = 'money';

const WIDGETS = new Set(['radio', 'textarea', 'password', 'hidden', 'select', 'checkbox', 'checkboxes', 'email', 'date', 'updown']);

function enumNames(prop: PropertySchema, lang: Language, dictItems: (code: string) => readonly DictEntry[]): Record<string, string> | undefined {
  if (prop['x-dict']) return Object.fromEntries(dictItems(prop['x-dict']).map((item) => [item.id, item[lang]]));
  if (prop['x-enumLabels']) return Object.fromEntries(Object.entries(prop['x-enumLabels']).map(([value, text]) => [value, text[lang]]));
  return undefined;
}

function fieldUi(
  schema: FormSchema,
  field: string,
  hints: FormDescriptor['ui'][string] | undefined,
  lang: Language,
  dictItems: (code: string) => readonly DictEntry[],
): UiSchema {
  const prop = schema.properties[field] ?? {};
  const unit = prop['x-unit']?.[lang];
  const ui: UiSchema = { 'ui:title': unit ? `${fieldLabel(schema, field, lang)} (${unit})` : fieldLabel(schema, field, lang) };
  const names = enumNames(prop, lang, dictItems);
  if (names) ui['ui:enumNames'] = names;
  if (prop.enum && hints?.widget !== 'radio') ui['ui:placeholder'] = t('views.form.choose', {}, lang);
  if (prop['x-upload']) ui['ui:field'] = UPLOAD_FIELD;
  if (hints?.placeholder) ui['ui:placeholder'] = hints.placeholder[lang];
  if (hints?.widget && WIDGETS.has(hints.widget)) ui['ui:widget'] = hints.widget;
  if (hints?.widget === 'textarea') ui['ui:options'] = { rows: hints.rows ?? 4 };
  if (hints?.widget === 'radio' || hints?.widget === 'checkboxes') ui['ui:options'] = { inline: true };
  if (prop['x-money']) ui['ui:widget'] = MONEY_WIDGET;
  const rows = prop.type === 'array' ? prop.items?.properties : undefined;
  if (rows) {
    // Rows of an object (a price per variety): each part titled and named like a field of its own.
    const rowSchema = { $id: '', type: 'object', properties: rows };
    ui.items = {
      ...Object.fromEntries(Object.keys(rows).map((part) => [part, fieldUi(rowSchema, part, undefined, lang, dictItems)])),
      // A row is a plain outlined box, full width beside its remove button, without a numbered title.
      'ui:title': '',
      'ui:options': { mui: { rjsfSlotProps: { arrayItemGridItem: { size: { xs: 10.5 } }, arrayItemPaper: { elevation: 0, variant: 'outlined' }, arrayItemInnerBox: { sx: { p: 1.5 } } } } },
    };
    ui['ui:options'] = { orderable: false, mui: { rjsfSlotProps: { arrayPaper: { elevation: 0 }, arrayBox: { sx: { p: 0 } } } } };
  }
  return ui;
}

/**
 * The uiSchema of a generated form in one language. The JSON Schema itself is never changed: the
 * precompiled validator only accepts the very schema it was compiled from.
 */
export function buildUiSchema(
  schema: FormSchema,
  form: Pick<FormDescriptor, 'fields' | 'ui'>,
  lang: Language,
  dictItems: (code: string) => readonly DictEntry[],
): UiSchema {
  const ui: UiSchema = { 'ui:order': [...form.fields, '*'] };
  for (const field of Object.keys(schema.properties)) ui[field] = fieldUi(schema, field, form.ui[field], lang, dictItems);
  return ui;
}
