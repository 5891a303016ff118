import type { SourceFile } from './load.ts';
import type { ManifestProblem } from './manifest-error.ts';
import type { AppModel, EntityModel, FieldModel, JsonSchema, OperationModel, Text } from './model-types.ts';
import { interactionSchemas, checkInteractionCall } from './build-interaction-ops.ts';
import { boundNumbers, pagingProps, stripDefault, type RawCall } from './call-inputs.ts';

type RawGroup = { group: string; prefix: string; label: Text; calls: Record<string, RawCall> };

export function writableFields(entity: EntityModel): FieldModel[] {
  return entity.fields.filter((f) => !f.readOnly && !f.secret && f.name !== entity.id && f.name !== entity.owner);
}

/** A mobile number, or one masked as the server masks a concealed phone (src/shared/format/conceal.ts). */
const CONCEALED_PATTERN = '^(1[3-9]\\d{9}|1[3-9]\\d\\*{4}\\d{4})$';
/** The schema, or null. Files and lists are presented as {} and [] when empty, so they stay as they are. */
export function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type !== 'string' || type === 'array' || type === 'object' || type === 'null') return schema;
  const out: JsonSchema = { ...schema, type: [type, 'null'] };
  if (Array.isArray(schema.enum)) out.enum = [...(schema.enum as unknown[]), null];
  return out;
}

export function rowSchema(entity: EntityModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of entity.fields) {
    if (f.writeOnly || f.secret || (!f.stored && !f.derived)) continue;
    const { default: _default, ...schema } = f.schema;
    // A concealed value reaches others masked (139****1234), so the reply's pattern allows the stars.
    if (f.concealedBy && typeof schema.pattern === 'string') schema.pattern = CONCEALED_PATTERN;
    if (f.concealedBy) schema['x-concealedBy'] = f.concealedBy;
    // A row presents an optional field it has no value for as null.
    properties[f.name] = f.required || f.name === entity.id ? schema : nullable(schema);
    // A single file is presented as {} when the row has none (fileOrNone), required or not: a required
    // file is required of an input, and rows seeded or written before it was (the demo pioneers'
    // portraits) have none. Serialised by this schema, a reply must be able to say so (decision 0146).
    if (f.type === 'file' && f.required)
      properties[f.name] = { title: schema.title, anyOf: [{ $ref: '#/$defs/fileInfo' }, { type: 'object', maxProperties: 0 }] };
    if (f.nameField) {
      properties[f.nameField] =
        f.type === 'strings' ? { type: 'array', items: { type: 'string' }, title: `${f.label.en} names` } : { type: 'string', title: `${f.label.en} name` };
    }
  }
  return { type: 'object', required: [entity.id], properties };
}

/** A required text field takes no empty value, on update too (clearing it is refused, not ignored). */
function nonEmptyText(f: FieldModel): FieldModel {
  const s = f.schema;
  if (!f.required || s.type !== 'string' || s.enum || typeof s.minLength === 'number') return f;
  return { ...f, schema: { ...s, minLength: 1 } };
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
  const writable = writableFields(entity).filter((f) => !call.fields || call.fields.includes(f.name));
  switch (call.op) {
    case 'page': {
      const filterFields = (call.filters ?? []).map((n) => entity.fields.find((f) => f.name === n)!).filter(Boolean);
      const filters = filterFields.map((f) => ({ ...f, schema: stripDefault(filterSchema(f)) }));
      return { input: objectSchema(filters, [], pagingProps(call, app)), output: { type: 'array', items: row } };
    }
    case 'get':
      return { input: objectSchema([], [entity.id], idProp), output: row };
    case 'delete':
      return { input: objectSchema([], [entity.id], idProp), output: { type: 'null' } };
    case 'unshelve': {
      const p = entity.publish!;
      const status = entity.fields.find((f) => f.name === p.field)!;
      // Left out, the status is the unlisted one: unshelving takes a row off shelf; the listed value puts it back.
      const statusSchema = { ...stripDefault(status.schema), enum: [p.listed, p.unlisted], default: p.unlisted };
      return { input: objectSchema([], [entity.id], { ...idProp, [p.field]: statusSchema }), output: row };
    }
    case 'create':
      return {
        input: objectSchema(
          writable.map(nonEmptyText),
          writable.filter((f) => f.required).map((f) => f.name),
        ),
        output: row,
      };
    case 'update':
      return {
        input: objectSchema(
          writable.map((f) => nonEmptyText({ ...f, schema: stripDefault(f.schema) })),
          [entity.id],
          idProp,
        ),
        output: row,
      };
    case 'queue': {
      // An operator's page of the review queue, one status at a time (the console's tabs).
      const status = { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending', title: 'Status (the console tab)' };
      return { input: objectSchema([], [], { ...pagingProps(call, app), status }), output: { type: 'array', items: row } };
    }
    case 'decide':
    case 'hide': {
      // Approving and restoring may say why; rejecting and hiding must (the owner reads it).
      const needsReason = call.decision === 'reject' || call.decision === 'hide';
      const reason = { type: 'string', minLength: needsReason ? 2 : 0, maxLength: 200, title: 'Reason (the owner reads it)' };
      return { input: objectSchema([], needsReason ? [entity.id, 'reason'] : [entity.id], { ...idProp, reason }), output: row };
    }
    case 'publish': {
      // Publishing and withdrawing may say why (the audit log keeps it).
      const reason = { type: 'string', minLength: 0, maxLength: 200, title: 'Reason (kept in the audit log)' };
      return { input: objectSchema([], [entity.id], { ...idProp, reason }), output: row };
    }
    case 'move': {
      const direction = { type: 'string', enum: ['up', 'down'], title: 'up: one place earlier; down: one place later' };
      return { input: objectSchema([], [entity.id, 'direction'], { ...idProp, direction }), output: row };
    }
    default:
      throw new Error(`no generic schema for ${call.op}`);
  }
}

/** A list field filters by one of its items: the rows whose list holds it. */
function filterSchema(f: FieldModel): JsonSchema {
  if (f.type !== 'strings') return f.schema;
  const { type: _t, items, uniqueItems: _u, minItems: _min, maxItems: _max, ...rest } = f.schema;
  return { ...rest, ...(items as JsonSchema) };
}

/** Replaces {$field: "entity.field"} with that field's value schema; keys beside it (a default, say) are kept. */
export function resolveFieldRefs(node: unknown, entities: Map<string, EntityModel>, onMissing: (ref: string) => void): unknown {
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
          if (!fieldNames.has(f))
            problems.push({ file, path: `${at}/filters/${i}`, message: `names field "${f}", which entity "${entity.name}" does not have` });
        });
        const writableNames = new Set(writableFields(entity).map((f) => f.name));
        (call.fields ?? []).forEach((f, i) => {
          if (!writableNames.has(f))
            problems.push({ file, path: `${at}/fields/${i}`, message: `names "${f}", which is not a writable field of entity "${entity.name}"` });
        });
        (call.order ?? []).forEach((o, i) => {
          if (!fieldNames.has(o.replace(/^-/, '')))
            problems.push({ file, path: `${at}/order/${i}`, message: `names field "${o}", which entity "${entity.name}" does not have` });
        });
        for (const [f, value] of Object.entries(call.where ?? {})) {
          const field = entity.fields.find((x) => x.name === f);
          if (!field) problems.push({ file, path: `${at}/where/${f}`, message: `names field "${f}", which entity "${entity.name}" does not have` });
          else if (field.enum && !field.enum.includes(value))
            problems.push({ file, path: `${at}/where/${f}`, message: `"${value}" is not one of the field's values ${field.enum.join(', ')}` });
          if ((call.filters ?? []).includes(f)) problems.push({ file, path: `${at}/where/${f}`, message: `"${f}" is both a fixed condition and a filter` });
        }
        if (call.op === 'unshelve' && !entity.publish)
          problems.push({ file, path: `${at}/op`, message: `unshelve needs entity "${entity.name}" to declare publish` });
        // An operator edits any row: an update needs an owner only when users edit their own.
        if ((['delete', 'unshelve'].includes(call.op) || (call.op === 'update' && call.auth !== 'operator')) && !entity.owner)
          problems.push({ file, path: `${at}/op`, message: `${call.op} needs entity "${entity.name}" to declare an owner` });
        if (call.scope === 'mine' && !entity.owner)
          problems.push({ file, path: `${at}/scope`, message: `scope mine needs entity "${entity.name}" to declare an owner` });
        if (call.scope === 'collected' && !entity.interactions?.counters.includes('collection')) {
          problems.push({ file, path: `${at}/scope`, message: `scope collected needs entity "${entity.name}" to keep the collection counter` });
        }
        if (call.scope === 'collected' && call.auth === 'public')
          problems.push({ file, path: `${at}/auth`, message: "scope collected lists the caller's rows: it needs auth login" });
        if ((call.op === 'queue' || call.op === 'decide') && !entity.review)
          problems.push({ file, path: `${at}/op`, message: `${call.op} needs entity "${entity.name}" to declare review` });
        if (call.op === 'hide' && !entity.moderate)
          problems.push({ file, path: `${at}/op`, message: `hide needs entity "${entity.name}" to declare moderate` });
        if (call.op === 'decide' && !['approve', 'reject'].includes(call.decision ?? ''))
          problems.push({ file, path: `${at}/decision`, message: 'a decide call is approve or reject' });
        if (call.op === 'hide' && !['hide', 'restore'].includes(call.decision ?? ''))
          problems.push({ file, path: `${at}/decision`, message: 'a hide call is hide or restore' });
        if (call.op === 'publish' && !entity.publish)
          problems.push({ file, path: `${at}/op`, message: `publish needs entity "${entity.name}" to declare publish` });
        if (call.op === 'publish' && !['publish', 'withdraw'].includes(call.decision ?? ''))
          problems.push({ file, path: `${at}/decision`, message: 'a publish call is publish or withdraw' });
        if (call.op === 'move' && !entity.ordered) problems.push({ file, path: `${at}/op`, message: `move needs entity "${entity.name}" to declare ordered` });
        if (['queue', 'decide', 'hide', 'publish', 'move'].includes(call.op) && call.auth !== 'operator')
          problems.push({ file, path: `${at}/auth`, message: `${call.op} is an operator call (auth operator)` });
        if (entity.virtual)
          problems.push({ file, path: `${at}/entity`, message: `entity "${entity.name}" is virtual (no table): only custom calls return it` });
      }
      // Operator calls, and only they, live under /admin (issue 11): a path says who may call it.
      const underAdmin = group.prefix === '/admin' || group.prefix.startsWith('/admin/');
      if (call.auth === 'operator' && !underAdmin)
        problems.push({ file, path: `${at}/auth`, message: 'an operator call lives under /admin (its group prefix starts with /admin)' });
      if (call.auth !== 'operator' && underAdmin) problems.push({ file, path: `${at}/auth`, message: 'every call under /admin needs auth operator' });
      const interactive = ['toggle', 'comment', 'comments'].includes(call.op);
      if (interactive) checkInteractionCall(file, at, call, entities, problems);
      const onMissing = (ref: string) => problems.push({ file, path: `${at}/input`, message: `$field "${ref}" names no entity field` });
      // A custom call that names an entity still declares its own input and output.
      const schemas =
        entity && call.op !== 'custom'
          ? genericSchemas(call, entity, app)
          : interactive
            ? interactionSchemas(call, entities, app)
            : {
                input: resolveFieldRefs(call.input ?? { type: 'object', properties: {} }, entities, onMissing) as JsonSchema,
                output: resolveFieldRefs(call.output, entities, onMissing) as JsonSchema,
              };
      if ((!entity || call.op === 'custom') && schemas.input.additionalProperties === undefined) schemas.input.additionalProperties = false;
      const customPaged = call.op === 'custom' && call.paged === true;
      if (customPaged) {
        // A custom paged call takes the same paging inputs as a generic one and answers an array of rows.
        schemas.input = {
          ...schemas.input,
          type: 'object',
          properties: { ...((schemas.input.properties as Record<string, JsonSchema>) ?? {}), ...pagingProps(call, app) },
        };
        if (schemas.output.type !== 'array') problems.push({ file, path: `${at}/output`, message: 'a paged call answers an array of rows (type: array)' });
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
        mask: call.mask ?? (call.method !== 'GET' || ['create', 'update', 'delete', 'unshelve', 'decide', 'hide', 'publish', 'move'].includes(call.op)),
        filters: call.filters ?? [],
        order: call.order ?? [],
        keys: call.keys ?? { rows: 'data', total: 'totalCount' },
        paged: call.op === 'page' || call.op === 'comments' || call.op === 'queue' || customPaged,
        multipart: call.multipart === true,
        input: boundNumbers(schemas.input),
        output: schemas.output,
      };
      if (call.summary) op.summary = call.summary;
      if (call.entity) op.entity = call.entity;
      if (call.handler) op.handler = call.handler;
      if (call.cache !== undefined) op.cache = call.cache;
      if (call.limit) {
        op.limit = call.limit;
        if (call.auth === 'public') problems.push({ file, path: `${at}/limit`, message: 'a rate-limited call counts per user: it needs auth login or agent' });
      }
      if (call.scope) op.scope = call.scope;
      if (call.pageSize) op.pageSize = call.pageSize;
      if (call.where) op.where = call.where;
      if (call.toggle) op.toggle = call.toggle;
      if (call.flag) op.flag = call.flag;
      if (call.decision) op.decision = call.decision;
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
