import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import { codeProblem, type CodeCheck, type CodeProblem } from '../../shared/validators/code-check.ts';

export type { CodeCheck };

const ID_CARD = {
  format: 'must be 18 characters: 17 digits, then a digit or X',
  address: 'has an address code (its first six digits) that is no county of China',
  birthDate: 'has a birth date (digits 7 to 14) that is not a real date up to today',
  checkDigit: 'has a wrong check digit (its last character)',
} as const;

/** The server's English text for a problem, after the field name. */
export function problemText(p: CodeProblem, value: string): string {
  if (p.kind === 'idCard') return ID_CARD[p.problem];
  if (p.kind === 'creditCode') return 'is not a unified social credit code (18 characters ending in its check character)';
  return p.expected
    ? `is not an organisation code: the check character of ${value.slice(0, 8)} is ${p.expected}`
    : 'is not an organisation code (8 letters or digits, a dash and the check character)';
}

/**
 * The manifest's code checks of a call's fields, on the values sent (src/shared/validators), and for
 * an ID card its address code looked up in the division table: a county, or a city the table has (a
 * card keeps the code of a county since merged into another).
 */
export async function checkCodes(db: Db, checks: Readonly<Record<string, CodeCheck>>, input: Record<string, unknown>): Promise<void> {
  for (const [field, kind] of Object.entries(checks)) {
    const value = input[field];
    if (typeof value !== 'string' || value === '') continue;
    const problem = codeProblem(kind, value);
    if (problem) throw badRequest(`${field} ${problemText(problem, value)}`);
    if (kind === 'idCard') {
      const county = value.slice(0, 6);
      const found = await db
        .selectFrom('division')
        .select('code')
        .where('code', 'in', [county, county.slice(0, 4)])
        .execute();
      if (found.length === 0) throw badRequest(`${field} ${ID_CARD.address}`);
    }
  }
}
