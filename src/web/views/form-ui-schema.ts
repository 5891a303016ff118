import type { UiSchema } from '@rjsf/utils';
import type { DivisionPicker, FormDescriptor, LocationPicker } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import type { DictEntry } from '../dicts/dict-cache.ts';
import { fieldLabel, type FormSchema, type PropertySchema } from './form-schema.ts';

/** The names the form registers its upload field and money widget under (see form-widgets.ts). */
export const UPLOAD_FIELD = 'upload';
/** The name of the division picker field (src/web/divisions/division-field.tsx). */
export const DIVISION_FIELD = 'division';
export const MONEY_WIDGET = 'money';
/** Dates shown in the user's language over the phone's own picker (date-widget.tsx). */
export const DATE_WIDGET = 'localDate';
/** A picture's address, typed or uploaded (image-path-widget.tsx). */
export const IMAGE_PATH_WIDGET = 'imagePath';
/** The name of the map point field (src/web/location/location-field.tsx). */
export const LOCATION_FIELD = 'location';

const WIDGETS = new Set(['radio', 'textarea', 'password', 'hidden', 'select', 'checkbox', 'checkboxes', 'email', 'date', 'updown', IMAGE_PATH_WIDGET]);

function enumNames(prop: PropertySchema, lang: Language, dictItems: (code: string) => readonly DictEntry[]): Record<string, string> | undefined {
  if (prop['x-dict']) return Object.fromEntries(dictItems(prop['x-dict']).map((item) => [item.id, item[lang]]));
  if (prop['x-enumLabels']) return Object.fromEntries(Object.entries(prop['x-enumLabels']).map(([value, text]) => [value, text[lang]]));
  return undefined;
}

/** Title, choices and placeholder of one property (a form field or a field of a list's rows). */
function propertyUi(prop: PropertySchema, title: string, lang: Language, dictItems: (code: string) => readonly DictEntry[], radio = false): UiSchema {
  const unit = prop['x-unit']?.[lang];
  const ui: UiSchema = { 'ui:title': unit ? `${title} (${unit})` : title };
  const names = enumNames(prop, lang, dictItems);
  if (names) ui['ui:enumNames'] = names;
  if (prop.enum && !radio) ui['ui:placeholder'] = t('views.form.choose', {}, lang);
  if (prop['x-money']) ui['ui:widget'] = MONEY_WIDGET;
  if (prop.type === 'string' && prop.format === 'date') ui['ui:widget'] = DATE_WIDGET;
  return ui;
}

/** A list field as a repeating group: each row's fields titled and labelled, rows added and removed, not reordered. */
function listUi(prop: PropertySchema, lang: Language, dictItems: (code: string) => readonly DictEntry[]): UiSchema {
  const rows = Object.entries(prop.items?.properties ?? {});
  const share = Math.max(1, Math.floor(12 / Math.max(1, rows.length)));
  return {
    'ui:options': { orderable: false, copyable: false },
    items: {
      // The row's fields side by side (rjsf-mui's object grid), each with its own label.
      'ui:options': {
        label: false,
        mui: { rjsfSlotProps: { objectGridContainer: { spacing: 1, sx: { mt: 0 } }, objectGridItem: { size: { xs: share }, sx: { mb: 1 } } } },
      },
      ...Object.fromEntries(rows.map(([name, p]) => [name, propertyUi(p, p['x-label']?.[lang] ?? p.title ?? name, lang, dictItems)])),
    },
  };
}

function fieldUi(
  schema: FormSchema,
  field: string,
  hints: FormDescriptor['ui'][string] | undefined,
  lang: Language,
  dictItems: (code: string) => readonly DictEntry[],
): UiSchema {
  const prop = schema.properties[field] ?? {};
  const names = enumNames(prop, lang, dictItems);
  // A list of dictionary ids: checkboxes, named like a select's options.
  if (prop.type === 'array' && prop.items?.enum) {
    const title = prop['x-unit']?.[lang] ? `${fieldLabel(schema, field, lang)} (${prop['x-unit'][lang]})` : fieldLabel(schema, field, lang);
    const ui: UiSchema = { 'ui:title': title, 'ui:widget': 'checkboxes', 'ui:options': { inline: true } };
    // rjsf's checkboxes read the names beside the field; the items' own entry keeps them for their select.
    if (names) {
      ui['ui:enumNames'] = names;
      ui.items = { 'ui:enumNames': names };
    }
    if (hints?.help) ui['ui:help'] = hints.help[lang];
    return ui;
  }
  const ui: UiSchema = propertyUi(prop, fieldLabel(schema, field, lang), lang, dictItems, hints?.widget === 'radio');
  if (prop.type === 'array' && prop.items?.properties) Object.assign(ui, listUi(prop, lang, dictItems));
  if (prop['x-upload']) ui['ui:field'] = UPLOAD_FIELD;
  if (hints?.placeholder) ui['ui:placeholder'] = hints.placeholder[lang];
  if (hints?.help) ui['ui:help'] = hints.help[lang];
  if (hints?.widget && WIDGETS.has(hints.widget)) ui['ui:widget'] = hints.widget;
  if (hints?.widget === 'textarea') ui['ui:options'] = { rows: hints.rows ?? 4 };
  if (hints?.widget === 'radio' || hints?.widget === 'checkboxes') ui['ui:options'] = { inline: true };
  if (prop['x-money']) ui['ui:widget'] = MONEY_WIDGET;
  if (prop.type === 'string' && prop.format === 'date') ui['ui:widget'] = DATE_WIDGET;
  return ui;
}

/**
 * The uiSchema of a generated form in one language. The JSON Schema itself is never changed: the
 * precompiled validator only accepts the very schema it was compiled from.
 */
export function buildUiSchema(
  schema: FormSchema,
  form: Pick<FormDescriptor, 'fields' | 'ui'> & Partial<Pick<FormDescriptor, 'divisions' | 'location'>>,
  lang: Language,
  dictItems: (code: string) => readonly DictEntry[],
): UiSchema {
  const ui: UiSchema = { 'ui:order': [...form.fields, '*'] };
  for (const field of Object.keys(schema.properties)) ui[field] = fieldUi(schema, field, form.ui[field], lang, dictItems);
  for (const [pickerName, picker] of Object.entries(form.divisions ?? {})) {
    const own = pickerFields(picker);
    const anchor = form.fields.find((f) => own.includes(f));
    if (!anchor) continue;
    const required = own.some((f) => schema.required?.includes(f));
    for (const f of own) ui[f] = { ...ui[f], 'ui:widget': 'hidden' };
    ui[anchor] = { 'ui:field': DIVISION_FIELD, 'ui:options': { pickerName, picker, required } };
  }
  const location = form.location;
  if (location && schema.properties[location.latitude] && schema.properties[location.longitude]) {
    const required = [location.latitude, location.longitude].some((f) => schema.required?.includes(f));
    ui[location.longitude] = { ...ui[location.longitude], 'ui:widget': 'hidden' };
    ui[location.latitude] = { 'ui:field': LOCATION_FIELD, 'ui:options': { location, required } };
  }
  return ui;
}

/** The fields the map point fills (they show as the map, not as inputs of their own). */
export function locationFields(location: LocationPicker | null | undefined): string[] {
  return location ? [location.latitude, location.longitude] : [];
}

/** Every field a division picker fills (they show as the picker, not as inputs of their own). */
export function pickerFields(picker: DivisionPicker): string[] {
  return Object.values(picker.levels).flatMap((f) => (f ? [f.code, ...(f.name ? [f.name] : [])] : []));
}
