import type { SourceFile } from './load.ts';
import type { ManifestProblem } from './manifest-error.ts';
import type { DictModel, EntityModel, FieldModel, JsonSchema, Text } from './model-types.ts';
import { interactionFields, checkInteractions } from './build-interactions.ts';
import { checkFieldRules, checkOwnership } from './check-field-rules.ts';

export type RawField = Record<string, unknown> & { type: FieldModel['type']; label: Text };
type RawEntity = Omit<EntityModel, 'fields' | 'file' | 'internal' | 'virtual' | 'unique' | 'indexes' | 'table' | 'divisions' | 'ordered' | 'renamedFrom'> & {
  renamedFrom?: string | string[];
  table?: string;
  ordered?: { field: string; within?: string[]; then?: string[] };
  divisions?: EntityModel['divisions'];
  internal?: boolean;
  virtual?: boolean;
  unique?: string[][];
  indexes?: string[][];
  fields: Record<string, RawField>;
};

const VALUE_KEYS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'multipleOf', 'minItems', 'maxItems'] as const;
const ITEM_KEYS = new Set<string>(['minLength', 'maxLength', 'pattern']);

/** The name field beside a dictionary id: regionId → regionName; a list of ids: goodsIds → goodsNames, goodsCategoryIdList → goodsCategoryNameList. */
export function dictNameField(name: string, type: FieldModel['type']): string {
  if (type !== 'strings') return name.replace(/(Id|Code)$/, '') + 'Name';
  return /IdList$/.test(name) ? name.replace(/IdList$/, 'NameList') : name.replace(/(Ids|Codes)$/, '') + 'Names';
}

/** The JSON Schema of one field's value; dictionary fields only accept the dictionary's ids. */
export function fieldValueSchema(field: RawField, dicts: Map<string, DictModel>): JsonSchema {
  const schema: JsonSchema = { title: field.label.en };
  switch (field.type) {
    case 'datetime':
      Object.assign(schema, { type: 'string', format: 'date-time' });
      break;
    case 'date':
      Object.assign(schema, { type: 'string', format: 'date' });
      break;
    case 'file':
      // An optional single file may be sent as {} to clear it (rows present a missing file as {}).
      Object.assign(
        schema,
        field.required === true ? { $ref: '#/$defs/fileInfo' } : { anyOf: [{ $ref: '#/$defs/fileInfo' }, { type: 'object', maxProperties: 0 }] },
      );
      break;
    case 'files':
      Object.assign(schema, { type: 'array', items: { $ref: '#/$defs/fileInfo' } });
      break;
    case 'strings':
      Object.assign(schema, { type: 'array', items: { type: 'string' }, uniqueItems: true });
      break;
    case 'json':
      break;
    case 'list': {
      const items = Object.entries((field.items ?? {}) as Record<string, RawField>);
      const properties = Object.fromEntries(items.map(([name, f]) => [name, fieldValueSchema(f, dicts)]));
      const required = items.filter(([, f]) => f.required === true).map(([name]) => name);
      Object.assign(schema, { type: 'array', items: { type: 'object', additionalProperties: false, required, properties } });
      break;
    }
    default:
      schema.type = field.type;
  }
  // A list's length bounds are the array's; its other bounds and its choices are each item's.
  const target = (key: string) => (field.type === 'strings' && (ITEM_KEYS.has(key) || key === 'enum') ? (schema.items as JsonSchema) : schema);
  for (const key of VALUE_KEYS) if (field[key] !== undefined) target(key)[key] = field[key];
  if (field.enum) target('enum').enum = field.enum;
  const dict = typeof field.dict === 'string' ? dicts.get(field.dict) : undefined;
  if (dict) target('enum').enum = dict.items.map((item) => item.id);
  if (field.default !== undefined) schema.default = field.default;
  schema['x-label'] = field.label;
  if (typeof field.dict === 'string') schema['x-dict'] = field.dict;
  if (field.enumLabels) schema['x-enumLabels'] = field.enumLabels;
  if (field.patternMessage) schema['x-patternMessage'] = field.patternMessage;
  if (field.check) schema['x-check'] = field.check;
  if (field.unit) schema['x-unit'] = field.unit;
  if (field.type === 'file' || field.type === 'files') schema['x-upload'] = field.type;
  if (field.accept) schema['x-accept'] = field.accept;
  if (field.money === true) schema['x-money'] = true;
  return schema;
}

/** A field of the manifest as the model holds it (list fields with their row fields). */
function fieldModel(name: string, f: RawField, dicts: Map<string, DictModel>): FieldModel {
  const model: FieldModel = {
    name,
    type: f.type,
    label: f.label,
    required: f.required === true,
    readOnly: f.readOnly === true,
    writeOnly: f.writeOnly === true,
    secret: f.secret === true,
    stored: f.stored !== false,
    derived: false,
    schema: fieldValueSchema(f, dicts),
  };
  if (typeof f.dict === 'string') {
    model.dict = f.dict;
    model.nameField = dictNameField(name, f.type);
  }
  if (Array.isArray(f.enum)) model.enum = f.enum as string[];
  if (f.enumLabels) model.enumLabels = f.enumLabels as Record<string, Text>;
  if (f.default !== undefined) model.default = f.default as string | number | boolean;
  if (f.unit) model.unit = f.unit as Text;
  if (f.patternMessage) model.patternMessage = f.patternMessage as Text;
  if (f.accept) model.accept = f.accept as 'image' | 'audio';
  if (f.money === true) model.money = true;
  if (typeof f.concealedBy === 'string') model.concealedBy = f.concealedBy;
  if (f.joinsDivisions === true) model.joinsDivisions = true;
  const ref = f.ref as { entity: string; mine?: boolean } | undefined;
  if (ref) model.ref = { entity: ref.entity, mine: ref.mine === true };
  if (f.renamedFrom !== undefined) model.renamedFrom = ([] as string[]).concat(f.renamedFrom as string | string[]);
  if (f.type === 'list') model.items = Object.entries((f.items ?? {}) as Record<string, RawField>).map(([n, item]) => fieldModel(n, item, dicts));
  return model;
}

/** Dictionaries that exist, list fields that have rows of plain fields, accept only on files. */
function checkField(file: string, at: string, f: RawField, dicts: Map<string, DictModel>, problems: ManifestProblem[], nested = false) {
  if (typeof f.dict === 'string' && !dicts.has(f.dict)) {
    problems.push({ file, path: `${at}/dict`, message: `names dictionary "${f.dict}", which spec/dicts.yaml does not define` });
  }
  if (f.type === 'list' && !f.items) problems.push({ file, path: at, message: 'a list field needs items: the fields of each row' });
  if (f.type !== 'list' && f.items) problems.push({ file, path: `${at}/items`, message: `only a list field takes items, not a ${f.type} field` });
  if (f.type === 'list' && nested) problems.push({ file, path: at, message: 'a list field cannot be a row field of another list' });
  if (f.money === true && f.type !== 'integer') problems.push({ file, path: `${at}/money`, message: 'money needs type integer (an amount in fen)' });
  if (f.accept && f.type !== 'file' && f.type !== 'files')
    problems.push({ file, path: `${at}/accept`, message: `only file fields take accept, not a ${f.type} field` });
  for (const [name, item] of Object.entries((f.items ?? {}) as Record<string, RawField>)) checkField(file, `${at}/items/${name}`, item, dicts, problems, true);
}

export function buildEntities(files: SourceFile[], dicts: Map<string, DictModel>, problems: ManifestProblem[]): EntityModel[] {
  const entityNames = new Set(files.map(({ data }) => (data as RawEntity).name));
  const entities = files.map(({ file, data }) => {
    const raw = data as RawEntity;
    const names = new Set(Object.keys(raw.fields));
    const needField = (path: string, name: string | undefined) => {
      if (name !== undefined && !names.has(name)) problems.push({ file, path, message: `names field "${name}", which the entity does not have` });
    };
    needField('/id', raw.id);
    needField('/owner', raw.owner);
    needField('/created', raw.created);
    needField('/updated', raw.updated);
    needField('/publish/field', raw.publish?.field);
    (raw.import?.key ?? []).forEach((c, i) => needField(`/import/key/${i}`, c));
    (raw.unique ?? []).forEach((cols, i) => cols.forEach((c, j) => needField(`/unique/${i}/${j}`, c)));
    (raw.indexes ?? []).forEach((cols, i) => cols.forEach((c, j) => needField(`/indexes/${i}/${j}`, c)));
    for (const [target, watched] of Object.entries(raw.resetOnChange ?? {})) {
      needField(`/resetOnChange/${target}`, target);
      watched.forEach((c, j) => needField(`/resetOnChange/${target}/${j}`, c));
    }
    (raw.requireOne ?? []).forEach((c, i) => needField(`/requireOne/${i}`, c));
    if (raw.review) {
      for (const key of ['field', 'reason', 'title'] as const) needField(`/review/${key}`, raw.review[key]);
      for (const key of ['approve', 'reject'] as const) for (const f of Object.keys(raw.review[key] ?? {})) needField(`/review/${key}/${f}`, f);
      if (raw.review.grantRole && !raw.owner)
        problems.push({ file, path: '/review/grantRole', message: "grantRole gives the role to the row's owner: the entity needs owner" });
    }
    needField('/moderate/hidden', raw.moderate?.hidden);
    needField('/ordered/field', raw.ordered?.field);
    (raw.ordered?.within ?? []).forEach((c, i) => needField(`/ordered/within/${i}`, c));
    (raw.ordered?.then ?? []).forEach((c, i) => needField(`/ordered/then/${i}`, c.replace(/^-/, '')));
    if (raw.ordered && raw.fields[raw.ordered.field]?.type !== 'integer')
      problems.push({ file, path: '/ordered/field', message: 'the order field must be an integer field' });
    if (raw.publish?.draft !== undefined && [raw.publish.listed, raw.publish.unlisted].includes(raw.publish.draft))
      problems.push({ file, path: '/publish/draft', message: 'the draft value must differ from the listed and unlisted ones' });
    needField('/moderate/reason', raw.moderate?.reason);
    for (const [level, f] of Object.entries(raw.divisions ?? {})) {
      needField(`/divisions/${level}/code`, f?.code);
      needField(`/divisions/${level}/name`, f?.name);
    }
    for (const [name, f] of Object.entries(raw.fields)) {
      checkField(file, `/fields/${name}`, f, dicts, problems);
      if (typeof f.concealedBy === 'string') {
        const flag = raw.fields[f.concealedBy];
        if (!flag || flag.type !== 'boolean')
          problems.push({ file, path: `/fields/${name}/concealedBy`, message: `names "${f.concealedBy}", which is not a boolean field of the entity` });
        if (!raw.owner)
          problems.push({ file, path: `/fields/${name}/concealedBy`, message: 'a concealed field needs the entity to declare an owner (who still sees it)' });
      }
      const refEntity = (f.ref as { entity?: string } | undefined)?.entity;
      if (refEntity !== undefined && !entityNames.has(refEntity)) {
        problems.push({ file, path: `/fields/${name}/ref/entity`, message: `names entity "${refEntity}", which spec/entities/ does not define` });
      }
    }
    const declared = Object.entries(raw.fields).map(([name, f]) => fieldModel(name, f, dicts));
    const fields = [...declared, ...interactionFields(file, raw, names, problems)];
    const entity: EntityModel = {
      name: raw.name,
      file,
      table: raw.table ?? '',
      label: raw.label,
      internal: raw.internal === true,
      virtual: raw.virtual === true,
      id: raw.id,
      unique: raw.unique ?? [],
      indexes: raw.indexes ?? [],
      fields,
    };
    if (raw.owner) entity.owner = raw.owner;
    if (raw.created) entity.created = raw.created;
    if (raw.updated) entity.updated = raw.updated;
    if (raw.publish) entity.publish = raw.publish;
    if (raw.import) entity.import = raw.import;
    if (raw.ownerProfile) entity.ownerProfile = raw.ownerProfile;
    if (raw.interactions) entity.interactions = raw.interactions;
    if (raw.resetOnChange) entity.resetOnChange = raw.resetOnChange;
    if (raw.requireOne) entity.requireOne = raw.requireOne;
    if (raw.divisions) entity.divisions = raw.divisions;
    if (raw.review) entity.review = raw.review;
    if (raw.moderate) entity.moderate = raw.moderate;
    if (raw.renamedFrom !== undefined) entity.renamedFrom = ([] as string[]).concat(raw.renamedFrom);
    if (raw.allowChanges) entity.allowChanges = raw.allowChanges;
    if (raw.ordered) entity.ordered = { field: raw.ordered.field, within: raw.ordered.within ?? [], then: raw.ordered.then ?? [raw.id] };
    checkFieldRules(entity, raw.fields, problems);
    return entity;
  });
  checkOwnership(entities, problems);
  checkInteractions(entities, dicts, problems);
  return entities;
}
