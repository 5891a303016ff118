import type { JsonSchema } from './model-types.ts';
import type { Context } from './page-context.ts';

type Properties = Record<string, JsonSchema>;

/** A reply shape with its `$ref` to spec/schemas/ followed. */
export function deref(schema: JsonSchema | undefined, ctx: Context): JsonSchema | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? ctx.schemas[ref.replace('#/$defs/', '')] : schema;
}

export function propertiesOf(schema: JsonSchema | undefined, ctx: Context): Properties | undefined {
  return deref(schema, ctx)?.properties as Properties | undefined;
}

/** The fields of a list's rows: an array of objects, else nothing. */
export function rowFields(schema: JsonSchema | undefined, ctx: Context): Properties | undefined {
  const list = deref(schema, ctx);
  return list?.type === 'array' ? propertiesOf(list.items as JsonSchema, ctx) : undefined;
}

export const isNumber = (schema: JsonSchema | undefined) => [schema?.type].flat().some((t) => t === 'number' || t === 'integer');
