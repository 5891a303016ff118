import { entities, type EntityName } from '../../../generated/entities.ts';
import { dicts } from '../../../generated/app.ts';
import { concealPhone } from '../../shared/format/conceal.ts';

/** A stored boolean: true, 1 (SQLite) or '1'. */
const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

type FieldMeta = {
  type: string;
  label: { en: string };
  secret: boolean;
  concealedBy?: string;
  stored: boolean;
  derived?: boolean;
  dict?: string;
  nameField?: string;
  default?: unknown;
  ref?: { entity: string; mine: boolean };
};
export type Row = Record<string, unknown>;
export type Counter = 'agree' | 'disagree' | 'comment' | 'collection' | 'read';

export interface EntityMeta {
  name: string;
  table: string;
  id: string;
  owner?: string;
  created?: string;
  updated?: string;
  publish?: { field: string; listed: string; unlisted: string; draft?: string };
  /** Operators move rows up and down (decision 0055). */
  ordered?: { field: string; within: readonly string[]; then: readonly string[] };
  ownerProfile?: { name?: string; describe?: string; avatar?: string };
  interactions?: { businessType: string; counters: readonly Counter[] };
  resetOnChange?: Record<string, readonly string[]>;
  requireOne?: readonly string[];
  divisions?: Partial<Record<'province' | 'city' | 'county' | 'street', { code: string; name?: string }>>;
  /** A queue operators decide (issue 11, decision 0038). */
  review?: {
    field: string;
    pending: string;
    approved: string;
    rejected: string;
    reason: string;
    approve?: Row;
    reject?: Row;
    title?: string;
    grantRole?: string;
    notice: { en: string; zh: string };
  };
  /** Operators hide rows with a reason (decision 0039). */
  moderate?: { hidden: string; reason: string };
  fields: Record<string, FieldMeta>;
}

export function entityMeta(name: string): EntityMeta {
  return entities[name as EntityName] as unknown as EntityMeta;
}

/** The stored column of a counter an entity keeps. */
export const counterColumn = (counter: Counter): string => `${counter}Count`;

const dictNames = new Map<string, Map<string, string>>(
  Object.entries(dicts).map(([code, d]) => [code, new Map(d.items.map((i) => [i.id as string, i.zh as string]))]),
);

export const UNKNOWN_LABEL = '[Unknown]';

export function dictName(code: string, id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  return dictNames.get(code)?.get(String(id)) ?? UNKNOWN_LABEL;
}

/** A request value as the column stores it: JSON text for files, lists and objects, 0/1 for booleans. */
export function toColumn(type: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  switch (type) {
    case 'boolean':
      return value ? 1 : 0;
    case 'file':
    case 'files':
    case 'strings':
    case 'json':
    case 'list':
      return JSON.stringify(value);
    default:
      return value;
  }
}

function fromColumn(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return type === 'files' || type === 'list' || type === 'strings' ? [] : type === 'file' ? {} : null;
  switch (type) {
    case 'boolean':
      return Number(value) === 1;
    case 'file':
    case 'files':
    case 'strings':
    case 'json':
    case 'list':
      try {
        return JSON.parse(String(value));
      } catch {
        return null;
      }
    default:
      return value;
  }
}

/**
 * A stored row as the API returns it: secrets dropped, JSON parsed, a name beside each dictionary id.
 * A concealed field (its concealedBy flag on) is masked unless `viewerId` owns the row (decision 0023);
 * callers that do not know the viewer get the masked form.
 */
export function presentRow(entityName: string, stored: Row, viewerId?: string | null): Row {
  const meta = entityMeta(entityName);
  const out: Row = {};
  const owned = Boolean(meta.owner && viewerId && stored[meta.owner] === viewerId);
  for (const [name, f] of Object.entries(meta.fields)) {
    if (f.secret || !f.stored) continue;
    if (f.concealedBy && !owned && isTrue(stored[f.concealedBy])) {
      out[name] = concealPhone(stored[name]);
      continue;
    }
    out[name] = fromColumn(f.type, stored[name]);
    if (f.dict && f.nameField) {
      const value = out[name];
      out[f.nameField] = Array.isArray(value) ? value.map((id) => dictName(f.dict!, id)) : dictName(f.dict, stored[name]);
    }
  }
  // A counter column added to an existing table starts out null.
  for (const counter of meta.interactions?.counters ?? []) out[counterColumn(counter)] = Number(stored[counterColumn(counter)] ?? 0);
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

/** A stored value narrowed to one of an enum field's values: the keys of its `enumLabels` in generated/entities.ts. */
export function isEnumValue<Labels extends object>(labels: Labels, value: unknown): value is keyof Labels & string {
  return typeof value === 'string' && Object.hasOwn(labels, value);
}

export type DictCode = keyof typeof dicts;
/** The ids of a dictionary of spec/dicts.yaml, as the OpenAPI document lists them. */
export type DictId<C extends DictCode> = (typeof dicts)[C]['items'][number]['id'];

const dictIds = new Map(Object.entries(dicts).map(([code, d]) => [code, new Set<string>(d.items.map((i) => i.id))]));

/** A stored value narrowed to one of a dictionary's ids. */
export function isDictId<C extends DictCode>(code: C, value: unknown): value is DictId<C> {
  return typeof value === 'string' && (dictIds.get(code)?.has(value) ?? false);
}
