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
  /** Integer fen, typed as yuan. */
  'x-money'?: boolean;
  /** An array's items: a list field's ids, or rows of an object (a fee per variety). */
  items?: PropertySchema & { properties?: Record<string, PropertySchema>; required?: readonly string[] };
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
