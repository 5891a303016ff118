import { webEntities as entities } from '../../../generated/web-entities.ts';
import { operations } from '../../../generated/operations.ts';

export interface LocalText {
  en: string;
  zh: string;
}

export interface FieldMeta {
  type: string;
  label: LocalText;
  enumLabels?: Record<string, LocalText>;
  dict?: string;
  unit?: LocalText;
}

export interface EntityMeta {
  id: string;
  owner?: string;
  publish?: { field: string; listed: string; unlisted: string };
  fields: Record<string, FieldMeta>;
}

export interface OperationMeta {
  paged: boolean;
  keys: { rows: string; total: string };
  entity?: string;
  pageSize?: number;
}

const entityTable: Record<string, EntityMeta> = entities;
const operationTable: Record<string, OperationMeta> = operations;

export function entityMeta(name: string): EntityMeta | undefined {
  return entityTable[name];
}

export function fieldMeta(entity: string, field: string): FieldMeta | undefined {
  return entityTable[entity]?.fields[field];
}

export function operationMeta(id: string): OperationMeta | undefined {
  return operationTable[id];
}

/** The entity an operation reads or writes, and its id field. */
export function operationEntity(id: string): { name: string; meta: EntityMeta } | undefined {
  const name = operationTable[id]?.entity;
  const meta = name ? entityTable[name] : undefined;
  return name && meta ? { name, meta } : undefined;
}

/** Dictionary codes that the entity's fields refer to. */
export function entityDictCodes(entity: string): string[] {
  const fields = entityTable[entity]?.fields ?? {};
  return [...new Set(Object.values(fields).flatMap((f) => (f.dict ? [f.dict] : [])))];
}
