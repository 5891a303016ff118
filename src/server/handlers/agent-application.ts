import { requireUser, type CallContext, type HandlerContext, type HandlerResult } from '../engine/context.ts';
import { toColumns, type Row } from '../engine/rows.ts';
import { presentEntity } from '../engine/presented.ts';
import { newId } from '../db/ids.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { findUserById, rolesOf } from './users.ts';

// Asking for the agent role (decision 0058): one pending request at a time; operators decide it in their
// queue (the engine's decide op, whose review grantRole adds the role on approval).

const present = (row: Row) => presentEntity('agentApplication', row);

function latestOf(ctx: CallContext<unknown>, userId: string) {
  return ctx.services.db
    .selectFrom('agent_application')
    .selectAll()
    .where('frontUserId', '=', userId)
    .orderBy('createTime', 'desc')
    .orderBy('agentApplicationId', 'desc')
    .executeTakeFirst();
}

/** POST /v1/agent-application/apply: a new pending request; 409 for an agent or while one waits. */
export async function agentApply(ctx: HandlerContext<'agentApply'>): Promise<HandlerResult<'agentApply'>> {
  const userId = requireUser(ctx).frontUserId;
  const user = await findUserById(ctx.services.db, userId);
  if (!user) throw notFound(`user ${userId}`);
  if (rolesOf(user).includes('agent')) throw conflict('You already have the agent role');
  const latest = await latestOf(ctx, userId);
  if (latest && (latest.reviewStatus ?? '0') === '0') throw conflict('Your request is still waiting for the operators');
  const now = new Date();
  const values = {
    ...toColumns('agentApplication', ctx.input),
    agentApplicationId: newId(now.getTime()),
    frontUserId: userId,
    createTime: now.toISOString(),
    updateTime: now.toISOString(),
    reviewStatus: '0',
    reviewReason: '',
  };
  await ctx.services.db
    .insertInto('agent_application')
    .values(values as never)
    .execute();
  ctx.services.changes.touch(['agent_application']);
  return { data: present(values as Row) };
}

/** GET /v1/agent-application/mine: the caller's latest request and whether they are an agent. */
export async function agentApplicationMine(ctx: HandlerContext<'agentApplicationMine'>): Promise<HandlerResult<'agentApplicationMine'>> {
  const userId = requireUser(ctx).frontUserId;
  const user = await findUserById(ctx.services.db, userId);
  const latest = await latestOf(ctx, userId);
  return { data: { isAgent: user ? rolesOf(user).includes('agent') : false, latest: latest ? present(latest as unknown as Row) : null } };
}
