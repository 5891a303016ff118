import type { Selectable, Transaction } from 'kysely';
import type { Database, GarlicPioneerFeeModelTable } from '../../../generated/db.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { dictName } from '../engine/rows.ts';
import { badRequest } from '../http/api-error.ts';
import { isPeriodType, PERIOD_KEYS, PERIOD_MONTHS, type PeriodType } from './pioneer-periods.ts';

type FeeModelRow = Selectable<GarlicPioneerFeeModelTable>;
/** A price row whose period is one of the three (a row with another is not on offer). */
type OfferedFeeModel = FeeModelRow & { periodType: PeriodType };
const hasPeriodType = (row: FeeModelRow): row is OfferedFeeModel => isPeriodType(row.periodType);
export type FeeInput = { goodsId: string; monthly?: number; quarterly?: number; yearly?: number };

const OFFERED = '1';
const WITHDRAWN = '0';
const periodNames = Object.entries(PERIOD_KEYS) as [keyof typeof PERIOD_KEYS, PeriodType][];

/** The prices on offer of a pioneer (for one variety when asked), monthly before quarterly before yearly. */
export async function offeredFeeModels(db: Db, pioneerId: string, goodsId?: string): Promise<OfferedFeeModel[]> {
  let query = db.selectFrom('garlic_pioneer_fee_model').selectAll().where('pioneerId', '=', pioneerId).where('status', '=', OFFERED);
  if (goodsId) query = query.where('goodsId', '=', goodsId);
  return (await query.orderBy('goodsId').orderBy('periodType').execute()).filter(hasPeriodType);
}

export function presentFeeModel(row: OfferedFeeModel) {
  return {
    feeModelId: row.feeModelId,
    goodsId: row.goodsId,
    goodsName: dictName('varieties', row.goodsId),
    periodType: row.periodType,
    months: row.months,
    price: row.price,
  };
}

/** The offered prices as the edit form holds them: one entry per variety. */
export function feesOf(rows: FeeModelRow[]): FeeInput[] {
  const byGoods = new Map<string, FeeInput>();
  for (const row of rows) {
    const fee = byGoods.get(row.goodsId) ?? { goodsId: row.goodsId };
    const name = periodNames.find(([, type]) => type === row.periodType)?.[0];
    if (name) fee[name] = row.price;
    byGoods.set(row.goodsId, fee);
  }
  return [...byGoods.values()];
}

/** 400s naming the field: a variety the pioneer does not cover, one given twice, or one without a price. */
export function checkFees(fees: FeeInput[], goodsIds: string[]): void {
  const seen = new Set<string>();
  fees.forEach((fee, i) => {
    if (!goodsIds.includes(fee.goodsId)) throw badRequest(`fees.${i}.goodsId must be one of the varieties you cover (goodsIds)`);
    if (seen.has(fee.goodsId)) throw badRequest(`fees.${i}.goodsId is given twice`);
    seen.add(fee.goodsId);
    if (periodNames.every(([name]) => fee[name] === undefined)) throw badRequest(`fees.${i} needs at least one price: monthly, quarterly or yearly`);
  });
}

/**
 * Makes the offered prices exactly `fees`: rows are updated in place (orders keep their own amount),
 * new ones inserted, and those left out withdrawn, never deleted.
 */
export async function saveFees(trx: Transaction<Database>, pioneerId: string, fees: FeeInput[], now: Date): Promise<void> {
  const existing = await trx.selectFrom('garlic_pioneer_fee_model').selectAll().where('pioneerId', '=', pioneerId).execute();
  const time = now.toISOString();
  const wanted = new Map<string, number>();
  for (const fee of fees) for (const [name, type] of periodNames) if (fee[name] !== undefined) wanted.set(`${fee.goodsId}/${type}`, fee[name]!);
  for (const row of existing) {
    const price = wanted.get(`${row.goodsId}/${row.periodType}`);
    const next = price === undefined ? { status: WITHDRAWN, price: row.price } : { status: OFFERED, price };
    if (next.status !== row.status || next.price !== row.price) {
      await trx
        .updateTable('garlic_pioneer_fee_model')
        .set({ ...next, updateTime: time })
        .where('feeModelId', '=', row.feeModelId)
        .execute();
    }
    wanted.delete(`${row.goodsId}/${row.periodType}`);
  }
  for (const [key, price] of wanted) {
    const [goodsId, periodType] = key.split('/') as [string, PeriodType];
    await trx
      .insertInto('garlic_pioneer_fee_model')
      .values({
        feeModelId: newId(now.getTime()),
        pioneerId,
        goodsId,
        periodType,
        months: PERIOD_MONTHS[periodType],
        price,
        status: OFFERED,
        createTime: time,
        updateTime: time,
      })
      .execute();
  }
}
