import { solarTermDate } from '../../shared/solar-terms.ts';
import { parseIso } from '../../shared/china-time.ts';

/**
 * Checks an entity's schema cannot state (one field against another), run on each row that passed the
 * schema; each returns the problem with the field it names, or nothing. Keyed by entity name.
 */
export const rowChecks: Partial<Record<string, (row: Record<string, unknown>) => string | undefined>> = {
  weather: (row) => {
    const date = String(row.termDate);
    const expected = solarTermDate(Number(date.slice(0, 4)), Number(row.solarTerm));
    // A station may count a term from the day after it begins; more than that is another term.
    if (Math.abs(parseIso(date) - parseIso(expected)) > 86_400_000)
      return `termDate ${date} is not the first day of solar term ${String(row.solarTerm)} (${expected})`;
    if (Number(row.sunnyDays) > Number(row.days)) return `sunnyDays ${String(row.sunnyDays)} is more than days ${String(row.days)}`;
    if (!(Number(row.tempMin) <= Number(row.tempAvg) && Number(row.tempAvg) <= Number(row.tempMax)))
      return `tempAvg ${String(row.tempAvg)} must lie between tempMin ${String(row.tempMin)} and tempMax ${String(row.tempMax)}`;
    return undefined;
  },
};
