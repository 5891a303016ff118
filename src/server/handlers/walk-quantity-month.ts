import type { Handler } from '../engine/context.ts';
import { ROUTE_COLUMNS, ZERO, addFigures, figures, latestDate, routeFigure, routeSums, type RouteFigures, type RouteId } from './walk-quantity-rows.ts';
import { addDays, monthKey, shiftMonth } from '../../shared/china-time.ts';

/** Change from base to current in %, one decimal; null when there is no base to compare with. */
export function percentChange(current: number, base: number): number | null {
  return base === 0 ? null : Math.round(((current - base) / base) * 1000) / 10;
}

function change(current: number, previous: number, lastYear: number) {
  return { current, previous, lastYear, chain: percentChange(current, previous), yoy: percentChange(current, lastYear) };
}

/**
 * GET /v1/walk-quantity/monthChain: the month's figures per route and in all against the previous
 * month (chain) and the same month a year before (YoY), each over days 1..throughDay, where
 * throughDay is the month's last day with figures, so a month still running compares like with like.
 */
export const walkMonthChain: Handler<'walkMonthChain'> = async ({ input, services: { db } }) => {
  const { walkQuantityDate, regionId } = input;
  const [year, month] = [Number(walkQuantityDate.slice(0, 4)), Number(walkQuantityDate.slice(5, 7))];
  const [py, pm] = shiftMonth(year, month, -1);

  let regionQuery = db
    .selectFrom('walk_quantity')
    .select((eb) => ['regionId', eb.fn.max('day').as('lastDay'), ...routeSums(eb)])
    .where('year', '=', year)
    .where('month', '=', month)
    .groupBy('regionId');
  if (regionId) regionQuery = regionQuery.where('regionId', '=', regionId);
  const regionRows = await regionQuery.execute();
  const throughDay = Math.max(0, ...regionRows.map((r) => Number(r.lastDay)));
  const regions = regionRows
    .map((r) => ({ regionId: r.regionId, ...figures(r.dry, r.frozen, r.truck) }))
    .sort((a, b) => b.totalQuantity - a.totalQuantity || a.regionId.localeCompare(b.regionId));

  let baseQuery = db
    .selectFrom('walk_quantity')
    .select((eb) => ['year', 'month', ...routeSums(eb)])
    .where((eb) => eb.or([eb.and([eb('year', '=', py), eb('month', '=', pm)]), eb.and([eb('year', '=', year - 1), eb('month', '=', month)])]))
    .where('day', '<=', throughDay)
    .groupBy(['year', 'month']);
  if (regionId) baseQuery = baseQuery.where('regionId', '=', regionId);
  const bases = new Map((await baseQuery.execute()).map((r) => [monthKey(Number(r.year), Number(r.month)), figures(r.dry, r.frozen, r.truck)]));

  const current = regions.reduce<RouteFigures>(addFigures, ZERO);
  const previous = bases.get(monthKey(py, pm)) ?? ZERO;
  const lastYear = bases.get(monthKey(year - 1, month)) ?? ZERO;
  const routes = (Object.keys(ROUTE_COLUMNS) as RouteId[]).map((routeId) => ({
    routeId,
    ...change(routeFigure(current, routeId), routeFigure(previous, routeId), routeFigure(lastYear, routeId)),
  }));
  const total = change(current.totalQuantity, previous.totalQuantity, lastYear.totalQuantity);
  return { data: { month: monthKey(year, month), throughDay, routes, total, regions } };
};

/** GET /v1/home/queryWalkQuantity: each market's figure on the latest day with figures and the day before. */
export const homeWalkQuantity: Handler<'homeWalkQuantity'> = async ({ input, services: { db } }) => {
  const { routeId } = input;
  const date = await latestDate(db);
  if (!date) return { data: { date: null, previousDate: null, regions: [] } };
  const previousDate = addDays(date, -1);
  const rows = await db
    .selectFrom('walk_quantity')
    .select(['regionId', 'walkQuantityDate', 'dryArkQuantity', 'frozenArkQuantity', 'truckQuantity'])
    .where('walkQuantityDate', 'in', [date, previousDate])
    .execute();
  const byRegion = new Map<string, { regionId: string; today: number; yesterday: number }>();
  for (const r of rows) {
    const entry = byRegion.get(r.regionId) ?? { regionId: r.regionId, today: 0, yesterday: 0 };
    const value = routeFigure(figures(r.dryArkQuantity, r.frozenArkQuantity, r.truckQuantity), routeId);
    if (r.walkQuantityDate === date) entry.today += value;
    else entry.yesterday += value;
    byRegion.set(r.regionId, entry);
  }
  const regions = [...byRegion.values()].sort((a, b) => b.today - a.today || a.regionId.localeCompare(b.regionId));
  return { data: { date, previousDate, regions } };
};
