import type { SourceFile } from './load.ts';
import type { ManifestProblem } from './manifest-error.ts';
import type { AppModel, EntityModel, FieldModel, JsonSchema, OperationModel, Text } from './model-types.ts';

type RawCall = Omit<OperationModel, 'id' | 'group' | 'name' | 'file' | 'label' | 'mask' | 'filters' | 'order' | 'keys' | 'paged' | 'multipart' | 'input' | 'output'> & {
  paged?: boolean;
  mask?: boolean;
  filters?: string[];
  order?: string[];
  keys?: { rows: string; total: string };
  multipart?: boolean;
  input?: JsonSchema;
  output?: JsonSchema;
};
type RawGroup = { group: string; prefix: string; label: Text; calls: Record<string, RawCall> };

export function writableFields(entity: EntityModel): FieldModel[] {
  return entity.fields.filter((f) => !f.readOnly && !f.secret && f.name !== entity.id && f.name !== entity.owner);
}

export function rowSchema(entity: EntityModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of entity.fields) {
    if (f.writeOnly || f.secret || !f.stored) continue;
    const { default: _default, ...schema } = f.schema;
    properties[f.name] = schema;
    if (f.nameField) {
      properties[f.nameField] = f.type === 'list' ? { type: 'array', items: { type: 'string' }, title: `${f.label.en} names` } : { type: 'string', title: `${f.label.en} name` };
    }
  }
  return { type: 'object', required: [entity.id], properties };
}

function objectSchema(fields: FieldModel[], required: string[], extra: Record<string, JsonSchema> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...extra };
  for (const f of fields) properties[f.name] = f.schema;
  return { type: 'object', additionalProperties: false, required, properties };
}

function idSchema(entity: EntityModel): JsonSchema {
  const f = entity.fields.find((x) => x.name === entity.id)!;
  return { type: 'string', minLength: 1, maxLength: 40, title: f.label.en };
}

function genericSchemas(call: RawCall, entity: EntityModel, app: AppModel): { input: JsonSchema; output: JsonSchema } {
  const row = { $ref: `#/$defs/${entity.name}Row` };
  const idProp = { [entity.id]: idSchema(entity) };
  const writable = writableFields(entity);
  switch (call.op) {
    case 'page': {
      const filterFields = (call.filters ?? []).map((n) => entity.fields.find((f) => f.name === n)!).filter(Boolean);
      const filters = filterFields.map((f) => ({ ...f, schema: stripDefault(f.schema) }));
      return { input: objectSchema(filters, [], pagingSchema(call, app)), output: { type: 'array', items: row } };
    }
    case 'get':
      return { input: objectSchema([], [entity.id], idProp), output: row };
    case 'delete':
      return { input: objectSchema([], [entity.id], idProp), output: { type: 'null' } };
    case 'unshelve': {
      const p = entity.publish!;
      const status = entity.fields.find((f) => f.name === p.field)!;
      const statusSchema = { ...stripDefault(status.schema), enum: [p.listed, p.unlisted] };
      return { input: objectSchema([], [entity.id, p.field], { ...idProp, [p.field]: statusSchema }), output: row };
    }
    case 'create':
      return { input: objectSchema(writable, writable.filter((f) => f.required).map((f) => f.name)), output: row };
    case 'update':
      return { input: objectSchema(writable.map((f) => ({ ...f, schema: stripDefault(f.schema) })), [entity.id], idProp), output: row };
    default:
      throw new Error(`no generic schema for ${call.op}`);
  }
}

/** page and pageSize, as every paged call takes them. */
function pagingSchema(call: RawCall, app: AppModel): Record<string, JsonSchema> {
  return {
    page: { type: 'integer', minimum: 1, default: 1, title: 'Page number, from 1' },
    pageSize: { type: 'integer', minimum: 1, maximum: app.maxPageSize, default: call.pageSize ?? app.pageSize, title: 'Rows a page' },
  };
}

function stripDefault(schema: JsonSchema): JsonSchema {
  const { default: _d, ...rest } = schema;
  return rest;
}

/** Replaces {$field: "entity.field"} with that field's value schema; keys beside it (a default, say) are kept. */
function resolveFieldRefs(node: unknown, entities: Map<string, EntityModel>, onMissing: (ref: string) => void): unknown {
  if (Array.isArray(node)) return node.map((n) => resolveFieldRefs(n, entities, onMissing));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$field === 'string') {
    const [entityName, fieldName] = obj.$field.split('.');
    const field = entities.get(entityName ?? '')?.fields.find((f) => f.name === fieldName);
    if (!field) {
      onMissing(obj.$field);
      return {};
    }
    const { $field: _ref, ...beside } = obj;
    return { ...stripDefault(field.schema), ...beside };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveFieldRefs(v, entities, onMissing)]));
}

export function buildOperations(files: SourceFile[], entities: Map<string, EntityModel>, app: AppModel, problems: ManifestProblem[]): OperationModel[] {
  const ops: OperationModel[] = [];
  for (const { file, data } of files) {
    const group = data as RawGroup;
    for (const [name, call] of Object.entries(group.calls)) {
      const at = `/calls/${name}`;
      const entity = call.entity ? entities.get(call.entity) : undefined;
      if (call.entity && !entity) {
        problems.push({ file, path: `${at}/entity`, message: `names entity "${call.entity}", which spec/entities/ does not define` });
        continue;
      }
      if (entity) {
        const fieldNames = new Set(entity.fields.map((f) => f.name));
        (call.filters ?? []).forEach((f, i) => {
          if (!fieldNames.has(f)) problems.push({ file, path: `${at}/filters/${i}`, message: `names field "${f}", which entity "${entity.name}" does not have` });
        });
        (call.order ?? []).forEach((o, i) => {
          if (!fieldNames.has(o.replace(/^-/, ''))) problems.push({ file, path: `${at}/order/${i}`, message: `names field "${o}", which entity "${entity.name}" does not have` });
        });
        if (call.op === 'unshelve' && !entity.publish) problems.push({ file, path: `${at}/op`, message: `unshelve needs entity "${entity.name}" to declare publish` });
        if (['update', 'delete', 'unshelve'].includes(call.op) && !entity.owner) problems.push({ file, path: `${at}/op`, message: `${call.op} needs entity "${entity.name}" to declare an owner` });
        if (call.scope === 'mine' && !entity.owner) problems.push({ file, path: `${at}/scope`, message: `scope mine needs entity "${entity.name}" to declare an owner` });
      }
      const onMissing = (ref: string) => problems.push({ file, path: `${at}/input`, message: `$field "${ref}" names no entity field` });
      const schemas = entity
        ? genericSchemas(call, entity, app)
        : {
            input: (resolveFieldRefs(call.input ?? { type: 'object', properties: {} }, entities, onMissing) as JsonSchema),
            output: resolveFieldRefs(call.output, entities, onMissing) as JsonSchema,
          };
      if (!entity && schemas.input.additionalProperties === undefined) schemas.input.additionalProperties = false;
      if (!entity && call.paged) {
        schemas.input.properties = { ...pagingSchema(call, app), ...(schemas.input.properties as object) };
        if (schemas.output.type !== 'array') problems.push({ file, path: `${at}/output`, message: 'a paged call answers an array of rows' });
      }
      const op: OperationModel = {
        id: `${group.group}.${name}`,
        group: group.group,
        name,
        file,
        method: call.method,
        path: group.prefix + call.path,
        label: group.label,
        auth: call.auth,
        op: call.op,
        mask: call.mask ?? (call.method !== 'GET' || ['create', 'update', 'delete', 'unshelve'].includes(call.op)),
        filters: call.filters ?? [],
        order: call.order ?? [],
        keys: call.keys ?? { rows: 'data', total: 'totalCount' },
        paged: call.op === 'page' || call.paged === true,
        multipart: call.multipart === true,
        input: schemas.input,
        output: schemas.output,
      };
      if (call.summary) op.summary = call.summary;
      if (call.entity) op.entity = call.entity;
      if (call.handler) op.handler = call.handler;
      if (call.cache !== undefined) op.cache = call.cache;
      if (call.scope) op.scope = call.scope;
      if (call.pageSize) op.pageSize = call.pageSize;
      ops.push(op);
    }
  }
  const seen = new Map<string, string>();
  for (const op of ops) {
    const key = `${op.method} ${op.path}`;
    const other = seen.get(key);
    if (other) problems.push({ file: op.file, path: `/calls/${op.name}`, message: `${key} is already declared by ${other}` });
    seen.set(key, op.id);
  }
  return ops;
}
