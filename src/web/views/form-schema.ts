import type { LocalText } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';

/** The parts of a generated form schema property that the runtime reads. */
export interface PropertySchema {
  type?: string;
  title?: string;
  enum?: readonly (string | number)[];
  default?: unknown;
  maxItems?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  'x-label'?: LocalText;
  'x-dict'?: string;
  'x-enumLabels'?: Record<string, LocalText>;
  'x-patternMessage'?: LocalText;
  'x-unit'?: LocalText;
  'x-upload'?: 'file' | 'files';
  'x-accept'?: 'image' | 'audio';
  /** Integer fen, typed as yuan. */
  'x-money'?: boolean;
  /** A code checked beyond its pattern (src/shared/validators/code-check.ts). */
  'x-check'?: 'idCard' | 'creditCode' | 'organizationCode';
  /** An array's items: a list field's ids, or rows of an object (a price per grade). */
  items?: PropertySchema & { properties?: Record<string, PropertySchema>; required?: readonly string[] };
}

/** The schema of the property a path of form-data keys names ('priceList', '0', 'price'), if any. */
export function propertyAt(schema: FormSchema, path: readonly string[]): PropertySchema | undefined {
  let prop: PropertySchema | undefined = schema.properties[path[0] ?? ''];
  for (const key of path.slice(1)) {
    if (!prop) return undefined;
    if (/^\d+$/.test(key)) continue;
    prop = prop.items?.properties?.[key];
  }
  return prop;
}

/** The dictionaries a form's fields use, those of list rows included. */
export function formDictCodes(schema: FormSchema): string[] {
  const codes = Object.values(schema.properties).flatMap((p) => [p['x-dict'], ...Object.values(p.items?.properties ?? {}).map((i) => i['x-dict'])]);
  return [...new Set(codes.filter((c): c is string => typeof c === 'string'))].sort();
}

export interface FormSchema {
  $id: string;
  type: string;
  required?: readonly string[];
  properties: Record<string, PropertySchema>;
}

export function fieldLabel(schema: FormSchema, field: string, lang: Language): string {
  const prop = schema.properties[field];
  return prop?.['x-label']?.[lang] ?? prop?.title ?? field;
}
