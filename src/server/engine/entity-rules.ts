import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import { namesOf } from '../divisions/division-queries.ts';
import { entityMeta, toColumn, type Row } from './rows.ts';

type Meta = ReturnType<typeof entityMeta>;

const LEVELS = ['province', 'city', 'county', 'street'] as const;
const CODE_LENGTH = { province: 2, city: 4, county: 6, street: 9 } as const;
const LEVEL_NAME = { province: 'province', city: 'city', county: 'county', street: 'town or street' } as const;

/** Rows whose list column holds `item` (lists are stored as JSON text: ["1","3"]). */
export function listHolds(column: string, item: string): Expression<SqlBool> {
  const pattern = `%${JSON.stringify(String(item)).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/**
 * The entity's place fields (manifest `divisions`), checked against the division table: each code is
 * a division of its level that lies in the level above, and each name is the table's, whatever the
 * client sent. Runs on create, and on update when a place field is sent (against the stored row).
 */
export async function settleDivisions(db: Db, meta: Meta, values: Row, stored: Row = {}): Promise<void> {
  const levels = meta.divisions;
  if (!levels) return;
  const fields = Object.values(levels).flatMap((f) => (f ? [f.code, ...(f.name ? [f.name] : [])] : []));
  if (!fields.some((f) => values[f] !== undefined)) return;
  const chosen = LEVELS.flatMap((level) => {
    const f = levels[level];
    const code = f ? (values[f.code] !== undefined ? values[f.code] : stored[f.code]) : undefined;
    return f && typeof code === 'string' && code !== '' ? [{ level, field: f, code }] : [];
  });
  const names = await namesOf(
    db,
    chosen.map((c) => c.code),
  );
  let above: { field: string; code: string } | undefined;
  for (const { level, field, code } of chosen) {
    if (code.length !== CODE_LENGTH[level] || !names.has(code)) throw badRequest(`${field.code} ${code} is not a ${LEVEL_NAME[level]} of China's divisions`);
    if (above && !code.startsWith(above.code)) throw badRequest(`${field.code} ${code} does not lie in ${above.field} ${above.code}`);
    if (field.name) values[field.name] = names.get(code);
    above = { field: field.code, code };
  }
}

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Row)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

function storedValue(type: string, column: unknown): unknown {
  if (typeof column !== 'string' || !['file', 'files', 'strings', 'json'].includes(type)) return column;
  try {
    return JSON.parse(column);
  } catch {
    return column;
  }
}

/**
 * Manifest `resetOnChange`: a field (a certification, say) goes back to its default when an update
 * changes any field it vouches for. `values` are the update's column values; the row is as stored.
 */
export function resetOnChange(meta: Meta, values: Row, stored: Row): void {
  for (const [target, watched] of Object.entries(meta.resetOnChange ?? {})) {
    const changed = watched.some((name) => {
      if (values[name] === undefined) return false;
      const type = meta.fields[name]!.type;
      return canonical(storedValue(type, values[name])) !== canonical(storedValue(type, stored[name]));
    });
    if (changed) values[target] = toColumn(meta.fields[target]!.type, meta.fields[target]!.default ?? null);
  }
}

/** Manifest `requireOne`: the row as it will be stored holds at least one of the fields, or 400 names them. */
export function checkRequireOne(meta: Meta, values: Row, stored: Row = {}): void {
  const fields = meta.requireOne;
  if (!fields) return;
  const held = (name: string) => {
    const value = values[name] !== undefined ? values[name] : stored[name];
    return value !== undefined && value !== null && value !== '';
  };
  if (!fields.some(held)) throw badRequest(`one of ${fields.join(', ')} is required`);
}
