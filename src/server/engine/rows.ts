import { entities, type EntityName } from '../../../generated/entities.ts';
import { dicts } from '../../../generated/app.ts';

type FieldMeta = { type: string; secret: boolean; stored: boolean; dict?: string; nameField?: string; default?: unknown };
export type Row = Record<string, unknown>;

export function entityMeta(name: string) {
  return entities[name as EntityName] as unknown as {
    name: string;
    table: string;
    id: string;
    owner?: string;
    created?: string;
    updated?: string;
    publish?: { field: string; listed: string; unlisted: string };
    fields: Record<string, FieldMeta>;
  };
}

const dictNames = new Map<string, Map<string, string>>(
  Object.entries(dicts).map(([code, d]) => [code, new Map(d.items.map((i) => [i.id as string, i.zh as string]))]),
);

export const UNKNOWN_LABEL = '[Unknown]';

export function dictName(code: string, id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  return dictNames.get(code)?.get(String(id)) ?? UNKNOWN_LABEL;
}

/** A request value as the column stores it: JSON text for files and objects, 0/1 for booleans. */
export function toColumn(type: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  switch (type) {
    case 'boolean':
      return value ? 1 : 0;
    case 'file':
    case 'files':
    case 'list':
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

function fromColumn(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return type === 'files' || type === 'list' ? [] : type === 'file' ? {} : null;
  switch (type) {
    case 'boolean':
      return Number(value) === 1;
    case 'file':
    case 'files':
    case 'list':
    case 'json':
      try {
        return JSON.parse(String(value));
      } catch {
        return null;
      }
    default:
      return value;
  }
}

/** A stored row as the API returns it: secrets dropped, JSON parsed, a name beside each dictionary id. */
export function presentRow(entityName: string, stored: Row): Row {
  const meta = entityMeta(entityName);
  const out: Row = {};
  for (const [name, f] of Object.entries(meta.fields)) {
    if (f.secret || !f.stored) continue;
    out[name] = fromColumn(f.type, stored[name]);
    if (f.dict && f.nameField) {
      const value = out[name];
      out[f.nameField] = Array.isArray(value) ? value.map((id) => dictName(f.dict!, id)) : dictName(f.dict, stored[name]);
    }
  }
  return out;
}

/** The input's values for the entity's stored columns, encoded. */
export function toColumns(entityName: string, input: Row): Row {
  const meta = entityMeta(entityName);
  const out: Row = {};
  for (const [name, value] of Object.entries(input)) {
    const f = meta.fields[name];
    if (!f || !f.stored || value === undefined) continue;
    out[name] = toColumn(f.type, value);
  }
  return out;
}
