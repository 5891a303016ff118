import type { CallContext } from './context.ts';

const LIMIT = 1000;

/**
 * A page's total, kept per filter input and data version: counting every matching row costs more than
 * reading one page, and the total changes only when a write touches the table (services.changes).
 */
export function countPerVersion(table: string, alsoTables: readonly string[]) {
  const kept = new Map<string, number>();
  const tables = [table, ...alsoTables];
  return async (ctx: CallContext, count: () => Promise<number>): Promise<number> => {
    const { page: _page, pageSize: _size, ...filters } = ctx.input;
    // The caller's own rows (mine, collected) are counted per caller.
    const key = `${ctx.services.changes.version(tables)}|${ctx.user?.frontUserId ?? ''}|${JSON.stringify(filters)}`;
    const held = kept.get(key);
    if (held !== undefined) return held;
    const n = await count();
    if (kept.size >= LIMIT) kept.clear();
    kept.set(key, n);
    return n;
  };
}
