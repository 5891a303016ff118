import type { SourceFile } from './load.ts';
import type { ManifestProblem } from './manifest-error.ts';
import type { DictModel, EntityModel, FieldModel, JsonSchema, Text } from './model-types.ts';

type RawField = Record<string, unknown> & { type: FieldModel['type']; label: Text };
type RawEntity = Omit<EntityModel, 'fields' | 'file' | 'internal' | 'unique' | 'indexes'> & {
  internal?: boolean;
  unique?: string[][];
  indexes?: string[][];
  fields: Record<string, RawField>;
};

const VALUE_KEYS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'multipleOf', 'minItems', 'maxItems'] as const;

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
      Object.assign(schema, { $ref: '#/$defs/fileInfo' });
      break;
    case 'files':
      Object.assign(schema, { type: 'array', items: { $ref: '#/$defs/fileInfo' } });
      break;
    case 'list':
      // A list of distinct strings (a dictionary's ids, say), stored as JSON text.
      Object.assign(schema, { type: 'array', items: { type: 'string' }, uniqueItems: true });
      break;
    case 'json':
      break;
    default:
      schema.type = field.type;
  }
  for (const key of VALUE_KEYS) if (field[key] !== undefined) schema[key] = field[key];
  const dict = typeof field.dict === 'string' ? dicts.get(field.dict) : undefined;
  const allowed = dict ? dict.items.map((item) => item.id) : (field.enum as string[] | undefined);
  if (allowed && field.type === 'list') schema.items = { type: 'string', enum: allowed };
  else if (allowed) schema.enum = allowed;
  if (field.default !== undefined) schema.default = field.default;
  schema['x-label'] = field.label;
  if (typeof field.dict === 'string') schema['x-dict'] = field.dict;
  if (field.enumLabels) schema['x-enumLabels'] = field.enumLabels;
  if (field.patternMessage) schema['x-patternMessage'] = field.patternMessage;
  if (field.unit) schema['x-unit'] = field.unit;
  if (field.type === 'file' || field.type === 'files') schema['x-upload'] = field.type;
  if (field.money === true) schema['x-money'] = true;
  return schema;
}

export function buildEntities(files: SourceFile[], dicts: Map<string, DictModel>, problems: ManifestProblem[]): EntityModel[] {
  return files.map(({ file, data }) => {
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
    const fields = Object.entries(raw.fields).map(([name, f]): FieldModel => {
      if (typeof f.dict === 'string' && !dicts.has(f.dict)) {
        problems.push({ file, path: `/fields/${name}/dict`, message: `names dictionary "${f.dict}", which spec/dicts.yaml does not define` });
      }
      const model: FieldModel = {
        name,
        type: f.type,
        label: f.label,
        required: f.required === true,
        readOnly: f.readOnly === true,
        writeOnly: f.writeOnly === true,
        secret: f.secret === true,
        stored: f.stored !== false,
        schema: fieldValueSchema(f, dicts),
      };
      if (typeof f.dict === 'string') {
        model.dict = f.dict;
        // goodsId → goodsName; a list of ids, goodsIds → goodsNames.
        model.nameField = f.type === 'list' ? name.replace(/(Ids|Codes)$/, '') + 'Names' : name.replace(/(Id|Code)$/, '') + 'Name';
      }
      if (Array.isArray(f.enum)) model.enum = f.enum as string[];
      if (f.enumLabels) model.enumLabels = f.enumLabels as Record<string, Text>;
      if (f.default !== undefined) model.default = f.default as string | number | boolean;
      if (f.unit) model.unit = f.unit as Text;
      if (f.patternMessage) model.patternMessage = f.patternMessage as Text;
      if (f.money === true) {
        if (f.type !== 'integer') problems.push({ file, path: `/fields/${name}/money`, message: 'money needs type integer (an amount in fen)' });
        model.money = true;
      }
      return model;
    });
    const entity: EntityModel = {
      name: raw.name,
      file,
      table: raw.table,
      label: raw.label,
      internal: raw.internal === true,
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
    return entity;
  });
}
