import type { Handler } from '../engine/context.ts';
import { badRequest } from '../http/api-error.ts';
import { ZERO, addFigures, dailyFigures, figures, latestDate, routeFigure, routeSums, type RouteFigures } from './walk-quantity-rows.ts';
import { addDays, isoWeekLabel, monthEnd, monthKey, monthStart, seasonLabel, seasonStartYear, shiftMonth, weekStart } from '../../shared/china-time.ts';

const withRoute = <T extends RouteFigures>(f: T, routeId: string | undefined): T & { quantity?: number } =>
  routeId ? { ...f, quantity: routeFigure(f, routeId) } : f;

/** GET /v1/walk-quantity/query: the 30 days up to the latest day with figures, one point a day (0 on a day without). */
export const walkQuery: Handler<'walkQuery'> = async ({ input, services: { db } }) => {
  const { regionId, routeId } = input;
  const end = await latestDate(db, regionId);
  if (!end) return { data: [] };
  const start = addDays(end, -29);
  const days = await dailyFigures(db, start, end, regionId);
  const data = Array.from({ length: 30 }, (_, i) => {
    const date = addDays(start, i);
    return { walkQuantityDate: date, ...withRoute(days.get(date) ?? ZERO, routeId) };
  });
  return { data };
};

interface Period {
  period: string;
  startDate: string;
  endDate: string;
}

/** The periods of a grain that end with the one holding `end`, oldest first. */
function periods(token: string, end: string): Period[] {
  if (token === 'week') {
    const last = weekStart(end);
    return Array.from({ length: 12 }, (_, i) => {
      const monday = addDays(last, (i - 11) * 7);
      return { period: isoWeekLabel(monday), startDate: monday, endDate: addDays(monday, 6) };
    });
  }
  if (token === 'month') {
    const [y, m] = [Number(end.slice(0, 4)), Number(end.slice(5, 7))];
    return Array.from({ length: 12 }, (_, i) => {
      const [year, month] = shiftMonth(y, m, i - 11);
      return { period: monthKey(year, month), startDate: monthStart(year, month), endDate: monthEnd(year, month) };
    });
  }
  if (token === 'season') {
    const last = seasonStartYear(end);
    return Array.from({ length: 3 }, (_, i) => {
      const year = last - 2 + i;
      return { period: seasonLabel(year), startDate: `${year}-06-01`, endDate: `${year + 1}-05-31` };
    });
  }
  throw badRequest('token must be one of week, month, season');
}

/** GET /v1/walk-quantity/{token}: the query figures added up by ISO week, calendar month or season. */
export const walkByPeriod: Handler<'walkByPeriod'> = async ({ input, services: { db } }) => {
  const { regionId, routeId } = input;
  const token = String(input.token);
  const end = await latestDate(db, regionId);
  if (!end) return { data: [] };
  const buckets = periods(token, end);
  const days = await dailyFigures(db, buckets[0]!.startDate, end, regionId);
  const data = buckets.map((p) => {
    let sum = ZERO;
    let count = 0;
    for (const [date, f] of days) {
      if (date < p.startDate || date > p.endDate) continue;
      sum = addFigures(sum, f);
      count += 1;
    }
    return { ...p, days: count, ...withRoute(sum, routeId) };
  });
  return { data };
};

/** GET /v1/walk-quantity/trend: monthly figures for the 24 months up to the month of the latest day with figures. */
export const walkTrend: Handler<'walkTrend'> = async ({ input, services: { db } }) => {
  const { regionId } = input;
  const end = await latestDate(db, regionId);
  if (!end) return { data: [] };
  const [y, m] = [Number(end.slice(0, 4)), Number(end.slice(5, 7))];
  const [fy, fm] = shiftMonth(y, m, -23);
  let query = db
    .selectFrom('walk_quantity')
    .select((eb) => ['year', 'month', ...routeSums(eb)])
    .where('walkQuantityDate', '>=', monthStart(fy, fm))
    .where('walkQuantityDate', '<=', end)
    .groupBy(['year', 'month']);
  if (regionId) query = query.where('regionId', '=', regionId);
  const rows = await query.execute();
  const byMonth = new Map(rows.map((r) => [monthKey(Number(r.year), Number(r.month)), figures(r.dry, r.frozen, r.truck)]));
  const data = Array.from({ length: 24 }, (_, i) => {
    const month = monthKey(...shiftMonth(fy, fm, i));
    return { month, ...(byMonth.get(month) ?? ZERO) };
  });
  return { data };
};
