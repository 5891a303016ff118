import type { DetailAction, Row, RowCondition } from '../../shared/view-types.ts';

/** As detail-model's isTruthyFlag (not imported: detail-model reads rowMatches). */
const isTruthyFlag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Whether every test of a `when:` holds for the row: truthy without `is`, else equal (a boolean compares the flag). */
export function rowMatches(when: readonly RowCondition[] | undefined, row: Row): boolean {
  return (when ?? []).every(({ field, is }) => {
    const value = row[field];
    if (is === undefined) return !blank(value);
    if (is === null) return value === null || value === undefined || value === '';
    if (typeof is === 'boolean') return isTruthyFlag(value) === is;
    return String(value ?? '') === String(is);
  });
}

/** A run action's input: its fixed params and the row fields its rowParams name. */
export function runInput(action: DetailAction, row: Row): Record<string, unknown> {
  const fromRow = Object.entries(action.rowParams ?? {}).map(([name, field]) => [name, row[field]]);
  return { ...action.params, ...Object.fromEntries(fromRow) };
}
