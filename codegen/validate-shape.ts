import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { RawSpec, SourceFile } from './load.ts';
import type { ManifestProblem } from './manifest-error.ts';

const metaDir = fileURLToPath(new URL('./meta/', import.meta.url));

function createMetaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  for (const name of readdirSync(metaDir).sort()) {
    ajv.addSchema(JSON.parse(readFileSync(join(metaDir, name), 'utf8')) as object);
  }
  return ajv;
}

/** The meta rule for a JSON Schema (common#/$defs/jsonSchema): the only one that allows `$field`. */
function isJsonSchemaRule(rule: unknown): boolean {
  return Boolean((rule as { properties?: Record<string, unknown> } | undefined)?.properties?.$field);
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key "${String(p.additionalProperty)}"`;
    case 'required':
      return `missing required key "${String(p.missingProperty)}"`;
    case 'enum':
      return `expected one of ${JSON.stringify(p.allowedValues)}`;
    case 'type':
      return `expected ${String(p.type)}`;
    case 'pattern':
      return `expected text matching ${String(p.pattern)}`;
    case 'propertyNames':
      if (isJsonSchemaRule(error.parentSchema))
        return `unknown key "${String(p.propertyName)}": not a JSON Schema keyword (a description with a comma or colon must be quoted)`;
      return `key "${String(p.propertyName)}" is not a valid name`;
    case 'not':
      return 'has a key this operation does not take';
    default:
      return `expected ${error.message ?? error.keyword}`;
  }
}

/** The most specific errors only: ajv repeats a failure at every enclosing if/then and anyOf. */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  const skip = new Set(['if', 'anyOf', 'oneOf', 'allOf']);
  // A bad key name is reported once, by propertyNames, not again by each rule the name fails.
  const kept = errors.filter((e) => !skip.has(e.keyword) && (e.keyword === 'propertyNames' || e.propertyName === undefined));
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${describe(e)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function validateShapes(spec: RawSpec): ManifestProblem[] {
  const ajv = createMetaValidator();
  const problems: ManifestProblem[] = [];
  const check = (schemaId: string, source: SourceFile) => {
    const validate = ajv.getSchema(schemaId)!;
    if (validate(source.data)) return;
    for (const error of relevant(validate.errors ?? [])) {
      problems.push({ file: source.file, path: error.instancePath, message: describe(error) });
    }
  };
  check('app', spec.app);
  check('dicts', spec.dicts);
  spec.schemas.forEach((s) => check('schemas', s));
  spec.items.forEach((s) => check('items', s));
  spec.entities.forEach((s) => check('entity', s));
  spec.endpoints.forEach((s) => check('endpoints', s));
  spec.pages.forEach((s) => check('pages', s));
  return problems;
}
