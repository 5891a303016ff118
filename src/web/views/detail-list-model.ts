import type { FieldView, FieldViews, Row, TemplateHelpers } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';

export interface DetailListTable {
  field: string;
  label: string;
  columns: { key: string; label: string }[];
  rows: string[][];
}

function cell(view: FieldView, value: unknown, h: TemplateHelpers, lang: Language): string {
  if (value === null || value === undefined || value === '') return '';
  if (view.dict) return h.dict(view.dict, value);
  if (view.enumLabels) return view.enumLabels[String(value)]?.[lang] ?? String(value);
  if (view.type === 'number' || view.type === 'integer') return `${h.num(value)} ${view.unit?.[lang] ?? ''}`.trim();
  return typeof value === 'object' ? '' : String(value);
}

/** The list fields of a detail (a report's prices by grade) as small tables; empty lists are left out. */
export function detailListTables(views: FieldViews, fields: readonly string[], row: Row, h: TemplateHelpers, lang: Language): DetailListTable[] {
  return fields.flatMap((field) => {
    const view = views[field];
    const items = view?.items;
    const value = row[field];
    if (!items || !Array.isArray(value) || value.length === 0) return [];
    const keys = Object.keys(items);
    return [
      {
        field,
        label: view.label?.[lang] ?? field,
        columns: keys.map((key) => ({ key, label: items[key]?.label?.[lang] ?? key })),
        rows: value.map((item) => keys.map((key) => cell(items[key] ?? {}, (item as Row | null)?.[key], h, lang))),
      },
    ];
  });
}
