import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../generated/db.ts';
import type { Db } from '../db/database.ts';
import { chinaToday } from '../../shared/china-time.ts';

/** The three routes' figures of a day, month or period; total is always their sum. */
export interface RouteFigures {
  dryArkQuantity: number;
  frozenArkQuantity: number;
  truckQuantity: number;
  totalQuantity: number;
}

/** Route dictionary id (spec/dicts.yaml `route`) → its column. */
export const ROUTE_COLUMNS = { '1': 'dryArkQuantity', '2': 'frozenArkQuantity', '3': 'truckQuantity' } as const;
export type RouteId = keyof typeof ROUTE_COLUMNS;

export const ZERO: RouteFigures = { dryArkQuantity: 0, frozenArkQuantity: 0, truckQuantity: 0, totalQuantity: 0 };

export function figures(dry: unknown, frozen: unknown, truck: unknown): RouteFigures {
  const d = Number(dry ?? 0);
  const f = Number(frozen ?? 0);
  const t = Number(truck ?? 0);
  return { dryArkQuantity: d, frozenArkQuantity: f, truckQuantity: t, totalQuantity: d + f + t };
}

export function addFigures(a: RouteFigures, b: RouteFigures): RouteFigures {
  return figures(a.dryArkQuantity + b.dryArkQuantity, a.frozenArkQuantity + b.frozenArkQuantity, a.truckQuantity + b.truckQuantity);
}

/** The asked route's figure, or the total when no route is asked. */
export function routeFigure(f: RouteFigures, routeId: string | undefined): number {
  return routeId ? f[ROUTE_COLUMNS[routeId as RouteId]] : f.totalQuantity;
}

/** The latest day with figures, not after today in China (for one market, or any). */
export async function latestDate(db: Db, regionId?: string): Promise<string | undefined> {
  let query = db
    .selectFrom('walk_quantity')
    .select((eb) => eb.fn.max('walkQuantityDate').as('latest'))
    .where('walkQuantityDate', '<=', chinaToday());
  if (regionId) query = query.where('regionId', '=', regionId);
  const row = await query.executeTakeFirst();
  return row?.latest ?? undefined;
}

/** The three routes' sums in a grouped select, as `dry`, `frozen` and `truck` (read them with `figures`). */
export const routeSums = (eb: ExpressionBuilder<Database, 'walk_quantity'>) =>
  [eb.fn.sum<number>('dryArkQuantity').as('dry'), eb.fn.sum<number>('frozenArkQuantity').as('frozen'), eb.fn.sum<number>('truckQuantity').as('truck')] as const;

/** Figures per day from `from` to `to` (inclusive), added up over markets unless one is named. */
export async function dailyFigures(db: Db, from: string, to: string, regionId?: string): Promise<Map<string, RouteFigures>> {
  let query = db
    .selectFrom('walk_quantity')
    .select((eb) => ['walkQuantityDate', ...routeSums(eb)])
    .where('walkQuantityDate', '>=', from)
    .where('walkQuantityDate', '<=', to)
    .groupBy('walkQuantityDate');
  if (regionId) query = query.where('regionId', '=', regionId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.walkQuantityDate, figures(r.dry, r.frozen, r.truck)]));
}
