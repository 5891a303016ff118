import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { requireUser, type Handler, type HandlerContext } from '../engine/context.ts';
import { isEnumValue, toColumns } from '../engine/rows.ts';
import { entities } from '../../../generated/entities.ts';
import { ACTIVE } from './pioneer-article-access.ts';
import { conflict, forbidden, notFound } from '../http/api-error.ts';
import { dictName } from '../engine/rows.ts';
import { checkFees, feesOf, offeredFeeModels, presentFeeModel, saveFees } from './pioneer-fee-models.ts';
import { findPioneer, findPioneerOfUser, isActive, pioneerCounts, presentCard, type PioneerRow } from './pioneer-rows.ts';

type ProfileInput = HandlerContext<'pioneerApply'>['input'] | HandlerContext<'pioneerUpdate'>['input'];

const PROFILE_FIELDS = ['headImg', 'username', 'phone', 'remark', 'goodsIds', 'regionId', 'role'] as const;

/** The owner's view: the public card plus phone, status and prices (as offered and as the form edits them). */
async function presentMine(db: Db, row: PioneerRow, now: Date) {
  const counts = (await pioneerCounts(db, [row.id], now)).get(row.id);
  const offered = await offeredFeeModels(db, row.id);
  return {
    ...presentCard(row, counts),
    frontUserId: row.frontUserId ?? '',
    phone: row.phone,
    status: isEnumValue(entities.garlicPioneerUser.fields.status.enumLabels, row.status) ? row.status : ACTIVE,
    reviewReason: (row as { reviewReason?: string | null }).reviewReason ?? '',
    fees: feesOf(offered),
    feeModels: offered.map(presentFeeModel),
  };
}

function profileColumns(input: ProfileInput) {
  const picked = Object.fromEntries(
    PROFILE_FIELDS.flatMap((f) => (input[f] === undefined ? [] : [[f, typeof input[f] === 'string' ? input[f].trim() : input[f]]])),
  );
  return toColumns('garlicPioneerUser', picked);
}

/** GET /v1/garlic-pioneer-user/info: the caller's own profile, or null before they apply. */
export const pioneerInfo: Handler<'pioneerInfo'> = async (ctx) => {
  const row = await findPioneerOfUser(ctx.services.db, requireUser(ctx).frontUserId);
  return { data: row ? await presentMine(ctx.services.db, row, new Date()) : null };
};

/** GET /v1/garlic-pioneer-user/findById: the public page, with prices and the caller's subscriptions. */
export const pioneerFindById: Handler<'pioneerFindById'> = async ({ input, user, services: { db } }) => {
  const { id, goodsId } = input;
  const row = await findPioneer(db, id);
  const mine = row !== undefined && user !== undefined && row.frontUserId === user.frontUserId;
  if (!row || (!isActive(row) && !mine)) throw notFound(`Pioneer ${id}`);
  const now = new Date();
  const counts = (await pioneerCounts(db, [row.id], now)).get(row.id);
  const feeModels = (await offeredFeeModels(db, row.id, goodsId)).map(presentFeeModel);
  const subscriptions = user
    ? await db
        .selectFrom('garlic_pioneer_subscribe')
        .select(['goodsId', 'endTime'])
        .where('pioneerId', '=', row.id)
        .where('frontUserId', '=', user.frontUserId)
        .orderBy('goodsId')
        .execute()
    : [];
  const mySubscriptions = subscriptions.map((s) => ({
    goodsId: s.goodsId,
    goodsName: dictName('varieties', s.goodsId),
    endTime: s.endTime,
    running: s.endTime > now.toISOString(),
  }));
  return { data: { ...presentCard(row, counts), feeModels, mySubscriptions, mine } };
};

/** POST /v1/garlic-pioneer-user/add: applies to join; the profile and its prices are made in one transaction. */
/** An application waits until an operator decides it (spec/entities/garlic-pioneer-user.yaml, review). */
const PENDING = '2';
const REJECTED = '3';

export const pioneerApply: Handler<'pioneerApply'> = async (ctx) => {
  const { db } = ctx.services;
  const { frontUserId } = requireUser(ctx);
  const input = ctx.input;
  if (await findPioneerOfUser(db, frontUserId)) throw conflict('You have already joined the pioneers');
  checkFees(input.fees ?? [], input.goodsIds);
  const now = new Date();
  const time = now.toISOString();
  const row = { ...profileColumns(input), id: newId(now.getTime()), frontUserId, status: PENDING, createTime: time, updateTime: time } as PioneerRow;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('garlic_pioneer_user').values(row).execute();
      await saveFees(trx, row.id, input.fees ?? [], now);
    });
  } catch (error) {
    // Two applications racing past the check above: the unique index on the account decides.
    if (/unique|duplicate/i.test(String((error as Error).message))) throw conflict('You have already joined the pioneers');
    throw error;
  }
  return { data: await presentMine(db, row, now) };
};

/** POST /v1/garlic-pioneer-user/update: the caller's own profile; a variety dropped takes its prices along. */
export const pioneerUpdate: Handler<'pioneerUpdate'> = async (ctx) => {
  const { db } = ctx.services;
  const { frontUserId } = requireUser(ctx);
  const input = ctx.input;
  if (input.id !== undefined) {
    const named = await findPioneer(db, input.id);
    if (!named) throw notFound(`Pioneer ${input.id}`);
    if (named.frontUserId !== frontUserId) throw forbidden('Only the pioneer may change this profile');
  }
  const row = await findPioneerOfUser(db, frontUserId);
  if (!row) throw notFound('Your pioneer profile (apply to join first)');
  const goodsIds = input.goodsIds ?? (JSON.parse(row.goodsIds) as string[]);
  const fees = input.fees ?? feesOf(await offeredFeeModels(db, row.id)).filter((f) => goodsIds.includes(f.goodsId));
  checkFees(fees, goodsIds);
  const now = new Date();
  // A rejected application edited is sent again: it waits for an operator once more (decision 0038).
  const changes = { ...profileColumns(input), updateTime: now.toISOString(), ...(row.status === REJECTED ? { status: PENDING } : {}) };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('garlic_pioneer_user').set(changes).where('id', '=', row.id).execute();
    await saveFees(trx, row.id, fees, now);
  });
  return { data: await presentMine(db, { ...row, ...changes } as PioneerRow, now) };
};
