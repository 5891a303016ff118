import { sql } from 'kysely';
import type { EntityMeta } from './rows.ts';
import type { DynamicExpressions } from '../db/dynamic.ts';

// Decision 0039: a row an operator hid leaves every list, detail and count but its owner's own. Every
// query over a moderated table that is not an operator's goes through this one condition.

/**
 * The condition "not hidden, or the viewer's own" on a moderated table's rows (`table` when the query
 * joins or aliases it); true for tables that declare no `moderate`.
 */
export function visibleRows(eb: DynamicExpressions, meta: EntityMeta, viewerId?: string, table: string = meta.table) {
  if (!meta.moderate) return sql<boolean>`1 = 1`;
  const hidden = `${table}.${meta.moderate.hidden}`;
  const shown = [eb(hidden, 'is', null), eb(hidden, '=', 0)];
  if (viewerId && meta.owner) shown.push(eb(`${table}.${meta.owner}`, '=', viewerId));
  return eb.or(shown);
}
