import type { JsonSchema } from './model-types.ts';
import type { Context, RowFields } from './page-context.ts';

/** The top-level properties of a named reply shape, through its allOf parts and their $refs; undefined when it has none. */
export function shapeProperties(name: string, schemas: Record<string, JsonSchema>, seen = new Set<string>()): Record<string, JsonSchema> | undefined {
  const shape = schemas[name];
  if (!shape || seen.has(name)) return undefined;
  seen.add(name);
  const parts = [shape, ...((shape.allOf as JsonSchema[] | undefined) ?? [])];
  let found = false;
  const out: Record<string, JsonSchema> = {};
  for (const part of parts) {
    const ref = typeof part.$ref === 'string' ? part.$ref.replace('#/$defs/', '') : undefined;
    const props = ref ? shapeProperties(ref, schemas, seen) : (part.properties as Record<string, JsonSchema> | undefined);
    if (props) {
      found = true;
      Object.assign(out, props);
    }
  }
  return found ? out : undefined;
}

type DetailAction = { action: string };

/**
 * The row of a detail view that reads a call's reply by its schema (`schema:`, `key:`): the schema must be
 * the endpoint's reply, and key one of its fields and an input of the endpoint. Undefined when it is not one.
 */
export function detailSchemaRow(
  file: string,
  at: string,
  v: { endpoint: string; schema?: string; key?: string; interactions?: boolean; actions?: DetailAction[] },
  inputs: string[] | undefined,
  output: JsonSchema | undefined,
  ctx: Context,
): RowFields | undefined {
  if (v.schema === undefined) {
    if (v.key !== undefined) ctx.problems.push({ file, path: `${at}/detail/key`, message: 'key names the id field of a schema: give schema too' });
    return undefined;
  }
  const properties = shapeProperties(v.schema, ctx.schemas);
  if (!properties) {
    ctx.problems.push({
      file,
      path: `${at}/detail/schema`,
      message: `names schema "${v.schema}", which spec/schemas/ does not define as an object with properties`,
    });
    return undefined;
  }
  if (output && output.$ref !== `#/$defs/${v.schema}`)
    ctx.problems.push({ file, path: `${at}/detail/schema`, message: `names schema "${v.schema}", which is not the reply of endpoint "${v.endpoint}"` });
  const row = { names: new Set(Object.keys(properties)), owner: `schema "${v.schema}"` };
  if (v.key === undefined)
    ctx.problems.push({ file, path: `${at}/detail`, message: 'a detail view with schema needs key, the reply field that names the record' });
  else if (!row.names.has(v.key)) ctx.problems.push({ file, path: `${at}/detail/key`, message: `names field "${v.key}", which ${row.owner} does not have` });
  else if (inputs && !inputs.includes(v.key))
    ctx.problems.push({ file, path: `${at}/detail/key`, message: `field "${v.key}" is not an input of endpoint "${v.endpoint}"` });
  if (v.interactions)
    ctx.problems.push({ file, path: `${at}/detail/interactions`, message: `a reply of schema "${v.schema}" takes no interactions: only an entity's row does` });
  (v.actions ?? []).forEach((a, i) => {
    if (a.action === 'unshelve' || a.action === 'delete')
      ctx.problems.push({
        file,
        path: `${at}/detail/actions/${i}/action`,
        message: `action "${a.action}" works on an entity's row, not on a reply of schema "${v.schema}"`,
      });
  });
  return row;
}
