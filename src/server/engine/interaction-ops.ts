import { newId } from '../db/ids.ts';
import { requireUser, type Operation } from './context.ts';
import { attachOwnerProfiles } from './owner-profile.ts';
import { bumpCounter, findTarget, setToggle, type ToggleKind } from './interactions.ts';
import { visibleRows } from './moderation.ts';
import { entityMeta, presentRow, type Row } from './rows.ts';
import type { OpSpec } from './op-spec.ts';
import type { DynamicDb } from '../db/dynamic.ts';

const COMMENT = 'userComment';

interface Target {
  businessId: string;
  businessType: string;
}

/** POST …/addOrDel {businessId, businessType, <flag>}: true sets the caller's toggle, false clears it. */
function toggle(spec: OpSpec): Operation {
  const kind = spec.toggle as ToggleKind;
  return async (ctx) => {
    const { businessId, businessType } = ctx.input as unknown as Target;
    const userId = requireUser(ctx).frontUserId;
    const { meta } = await findTarget(ctx.services.db, businessType, businessId, userId);
    const data = await setToggle(ctx.services.db as DynamicDb, { meta, id: businessId }, kind, userId, ctx.input[spec.flag!] === true);
    return { data };
  };
}

/** POST …/add {businessId, businessType, commentContent}: the comment and the record's count, together. */
function comment(): Operation {
  return async (ctx) => {
    const { businessId, businessType, commentContent } = ctx.input as unknown as Target & { commentContent: string };
    const userId = requireUser(ctx).frontUserId;
    const { meta } = await findTarget(ctx.services.db, businessType, businessId, userId);
    const now = new Date();
    const row: Row = {
      commentId: newId(now.getTime()),
      businessType,
      businessId,
      commentContent: commentContent.trim(),
      frontUserId: userId,
      createTime: now.toISOString(),
    };
    await ctx.services.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user_comment')
        .values(row as never)
        .execute();
      await bumpCounter(trx, meta, businessId, 'comment', 1);
    });
    const [data] = await attachOwnerProfiles(ctx.services.db, COMMENT, [presentRow(COMMENT, row)]);
    return { data };
  };
}

/** GET …/findListByBusinessId: a record's comments, newest first, with each commenter's nickname. */
function comments(): Operation {
  return async (ctx) => {
    const { businessId, businessType, page = 1, pageSize = 20 } = ctx.input as unknown as Target & { page?: number; pageSize?: number };
    await findTarget(ctx.services.db, businessType, businessId, ctx.user?.frontUserId);
    const viewer = ctx.user?.frontUserId;
    // A hidden comment is shown to its author only (decision 0039).
    const base = ctx.services.db
      .selectFrom('user_comment')
      .where('businessType', '=', businessType)
      .where('businessId', '=', businessId)
      .where((eb) => visibleRows(eb as never, entityMeta(COMMENT), viewer));
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('createTime', 'desc')
      .orderBy('commentId', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const data = await attachOwnerProfiles(
      ctx.services.db,
      COMMENT,
      rows.map((r) => presentRow(COMMENT, r as Row)),
    );
    return { data, totalCount: Number(counted?.n ?? 0) };
  };
}

export const interactionBuilders = { toggle, comment, comments } as const;
