import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ManifestProblem } from './manifest-error.ts';
import type { EntityModel, FieldModel, JsonSchema } from './model-types.ts';

const BOUNDS = [
  ['minimum', 'maximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
] as const;

const ajv = new Ajv2020({ allErrors: false, strict: false });
addFormats.default(ajv);

/** Why `value` breaks `schema`, or undefined when it fits (schemas that point elsewhere are not judged). */
export function breaksSchema(value: unknown, schema: JsonSchema): string | undefined {
  if (JSON.stringify(schema).includes('"$ref"')) return undefined;
  const { default: _ignored, ...rule } = schema;
  const validate = ajv.compile(rule);
  if (validate(value)) return undefined;
  const error = validate.errors![0]!;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum') return `is not one of ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? error.keyword;
}

function checkField(file: string, at: string, field: FieldModel, raw: Record<string, unknown>, problems: ManifestProblem[]): void {
  for (const [low, high] of BOUNDS) {
    const min = raw[low];
    const max = raw[high];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      problems.push({ file, path: `${at}/${low}`, message: `${low} ${min} is above ${high} ${max}: no value could be stored` });
    }
  }
  if (field.default !== undefined) {
    const why = breaksSchema(field.default, field.schema);
    if (why) problems.push({ file, path: `${at}/default`, message: `default ${JSON.stringify(field.default)} breaks the field's own rule: ${why}` });
  }
  for (const item of field.items ?? []) {
    const rawItem = ((raw.items ?? {}) as Record<string, Record<string, unknown>>)[item.name] ?? {};
    checkField(file, `${at}/items/${item.name}`, item, rawItem, problems);
  }
}

/** Bounds that leave room for a value, and defaults that keep the field's own rule. */
export function checkFieldRules(entity: EntityModel, rawFields: Record<string, Record<string, unknown>>, problems: ManifestProblem[]): void {
  for (const field of entity.fields) {
    const raw = rawFields[field.name];
    if (raw) checkField(entity.file, `/fields/${field.name}`, field, raw, problems);
  }
}

/** An entity's name and table are its own; so is an id field named for it (brokerId), among public entities. */
export function checkOwnership(entities: EntityModel[], problems: ManifestProblem[]): void {
  const owners = new Map<string, EntityModel>();
  const claim = (kind: string, key: string, entity: EntityModel, path: string) => {
    const other = owners.get(`${kind}:${key}`);
    if (other) problems.push({ file: entity.file, path, message: `${kind} "${key}" belongs to entity "${other.name}" (${other.file})` });
    else owners.set(`${kind}:${key}`, entity);
  };
  for (const entity of entities) {
    claim('entity name', entity.name, entity, '/name');
    if (entity.table) claim('table', entity.table, entity, '/table');
    if (!entity.internal && entity.id !== 'id') claim('id', entity.id, entity, '/id');
  }
}
