import type { RJSFValidationError } from '@rjsf/utils';
import type { Language } from '../i18n/language.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { t } from '../i18n/translate.ts';
import { fieldLabel, propertyAt, type FormSchema } from './form-schema.ts';
import { codeProblem } from '../../shared/validators/code-check.ts';
import { keptAsTyped } from '../../shared/kept-as-typed.ts';

/** The property path of an error as segments: '.fileInfoList.0.filePath' → ['fileInfoList', '0', 'filePath']. */
export function errorPath(error: RJSFValidationError): string[] {
  return (error.property ?? '').split(/[.[\]'"]+/).filter(Boolean);
}

const limitKeys: Record<string, MessageKey> = {
  minLength: 'views.error.minLength',
  maxLength: 'views.error.maxLength',
  minimum: 'views.error.minimum',
  maximum: 'views.error.maximum',
  exclusiveMinimum: 'views.error.exclusiveMinimum',
  exclusiveMaximum: 'views.error.exclusiveMaximum',
  maxItems: 'views.error.maxItems',
  minItems: 'views.error.minItems',
};

function decimalsOf(step: number): number | undefined {
  const digits = Math.round(-Math.log10(step));
  return digits > 0 && Math.abs(10 ** -digits - step) < 1e-12 ? digits : undefined;
}

/** A message in the user's language that names the field by its label. */
/** The label of the field a path names; a field of a list's row is named "Prices by grade 2 · Price". */
function labelAt(schema: FormSchema, path: readonly string[], lang: Language): string {
  const top = fieldLabel(schema, path[0] ?? '', lang);
  const [, index, key] = path;
  if (index === undefined || !/^\d+$/.test(index)) return top;
  const row = `${top} ${Number(index) + 1}`;
  const item = key === undefined ? undefined : propertyAt(schema, path);
  return item ? `${row} · ${item['x-label']?.[lang] ?? item.title ?? key}` : row;
}

export function friendlyMessage(error: RJSFValidationError, schema: FormSchema, lang: Language): string {
  const path = errorPath(error);
  const params = (error.params ?? {}) as Record<string, unknown>;
  // rjsf reports a missing part of a row on the row ('fees.0', missingProperty 'goodsId').
  const named = error.name === 'required' && typeof params.missingProperty === 'string' && path.length === 2 ? [...path, params.missingProperty] : path;
  // The parts of an uploaded file are not the user's to fix one by one: the field is named as a whole.
  const upload = schema.properties[named[0] ?? '']?.['x-upload'] !== undefined;
  const prop = upload ? (named.length === 1 ? schema.properties[named[0]!] : undefined) : propertyAt(schema, named);
  const label = upload ? fieldLabel(schema, named[0] ?? '', lang) : labelAt(schema, named, lang);
  const say = (key: MessageKey, extra: Record<string, string | number> = {}) => t(key, { label, ...extra }, lang);
  if (named.length > 1 && !prop) return say('views.error.invalid');

  const limitKey = error.name ? limitKeys[error.name] : undefined;
  if (error.name === 'minLength' && params.limit === 1) return say('views.error.required');
  const money = prop?.['x-money'] === true && (error.name === 'minimum' || error.name === 'maximum');
  if (limitKey) return say(limitKey, { limit: money ? (Number(params.limit) / 100).toFixed(2) : String(params.limit) });
  switch (error.name) {
    case 'required':
      return say(prop?.enum || prop?.['x-upload'] ? 'views.error.choose' : 'views.error.required');
    case 'anyOf':
      return say(prop?.['x-upload'] ? 'views.error.choose' : 'views.error.invalid');
    case 'pattern': {
      const message = prop?.['x-patternMessage']?.[lang];
      return message ? say('views.error.pattern', { message }) : say('views.error.format');
    }
    case 'format':
      return say('views.error.format');
    case 'multipleOf': {
      const step = Number(params.multipleOf);
      const digits = decimalsOf(step);
      return digits ? say('views.error.decimals', { digits }) : say('views.error.multipleOf', { limit: step });
    }
    case 'type':
      if (prop?.['x-money']) return say('views.error.money');
      return params.type === 'number' || params.type === 'integer' ? say('views.error.number') : say('views.error.invalid');
    case 'enum':
      return say('views.error.choose');
    default:
      return say('views.error.invalid');
  }
}

/** rjsf's transformErrors: every ajv message replaced by a friendly one in the given language. */
export function transformFormErrors(errors: RJSFValidationError[], schema: FormSchema, lang: Language): RJSFValidationError[] {
  return errors.map((error) => {
    const message = friendlyMessage(error, schema, lang);
    return { ...error, message, stack: message };
  });
}

/**
 * The form's own check of the fields whose manifest names a code (ID card, credit code, organisation
 * code): the same shared validators the server runs, in the user's language. Field → message.
 */
export function codeCheckErrors(schema: FormSchema, data: Readonly<Record<string, unknown>>, lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, prop] of Object.entries(schema.properties)) {
    const kind = prop['x-check'];
    const value = data[field];
    if (!kind || typeof value !== 'string' || value === '') continue;
    const problem = codeProblem(kind, value);
    if (!problem) continue;
    const label = fieldLabel(schema, field, lang);
    if (problem.kind === 'idCard') out[field] = t(`views.error.idCard.${problem.problem}`, { label }, lang);
    else if (problem.kind === 'creditCode') out[field] = t('views.error.creditCode', { label }, lang);
    else
      out[field] = problem.expected
        ? t('views.error.organizationCode.expected', { label, expected: problem.expected }, lang)
        : t('views.error.organizationCode', { label }, lang);
  }
  return out;
}

/**
 * Text the server would store trimmed (src/server/http/input-checks.ts) checked as trimmed: spaces alone
 * do not fill a required field, and do not count toward a minimum length. Field → message.
 */
export function trimmedTextErrors(schema: FormSchema, data: Readonly<Record<string, unknown>>, lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  const required = new Set(schema.required ?? []);
  for (const [field, prop] of Object.entries(schema.properties)) {
    const value = data[field];
    if (prop.type !== 'string' || keptAsTyped(field) || typeof value !== 'string' || value === '' || value.trim() === value) continue;
    const label = fieldLabel(schema, field, lang);
    const length = [...value.trim()].length;
    if (length === 0 && (required.has(field) || (prop.minLength ?? 0) > 0)) out[field] = t('views.error.required', { label }, lang);
    else if (length > 0 && length < (prop.minLength ?? 0)) out[field] = t('views.error.minLength', { label, limit: String(prop.minLength) }, lang);
  }
  return out;
}
