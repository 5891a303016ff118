import { sql } from 'kysely';
import type { HandlerContext, HandlerResult } from '../engine/context.ts';
import { rolesOf, type UserRow } from '../handlers/users.ts';

// GET /api/admin/users/findByPage (decision 0059): the console's users page. Hand-written because a role
// lives in two places (agent in front_user.roles, operator in operator_role), which no generic filter says.

/** A LIKE pattern matching the text literally (its % and _ escaped with \). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Filters {
  page?: number;
  pageSize?: number;
  phone?: string;
  nickname?: string;
  role?: 'agent' | 'operator';
  isSuspended?: boolean;
}

export async function adminUsersFindByPage(ctx: HandlerContext<'adminUsersFindByPage'>): Promise<HandlerResult<'adminUsersFindByPage'>> {
  const { page = 1, pageSize = 20, phone, nickname, role, isSuspended } = ctx.input as Filters;
  const db = ctx.services.db;
  let query = db.selectFrom('front_user');
  if (phone) query = query.where(sql<boolean>`front_user.phone like ${`${literal(phone)}%`} escape '\\'`);
  if (nickname) query = query.where(sql<boolean>`front_user.nickname like ${`%${literal(nickname)}%`} escape '\\'`);
  if (role === 'agent') query = query.where(sql<boolean>`front_user.roles like ${'%"agent"%'}`);
  if (role === 'operator') query = query.where('front_user.frontUserId', 'in', db.selectFrom('operator_role').select('operator_role.frontUserId'));
  if (isSuspended !== undefined) query = query.where(sql<boolean>`coalesce(front_user."isSuspended", 0) = ${isSuspended ? 1 : 0}`);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await query
    .leftJoin('operator_role', 'operator_role.frontUserId', 'front_user.frontUserId')
    .selectAll('front_user')
    .select('operator_role.frontUserId as operatorId')
    .orderBy('front_user.createTime', 'desc')
    .orderBy('front_user.frontUserId', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const data = rows.map((row) => ({
    frontUserId: row.frontUserId,
    nickname: row.nickname ?? '',
    phone: row.phone,
    roles: rolesOf(row as UserRow),
    isAgent: rolesOf(row as UserRow).includes('agent'),
    isOperator: row.operatorId !== null && row.operatorId !== undefined,
    isSuspended: Number(row.isSuspended ?? 0) === 1,
    suspendReason: row.suspendReason ?? '',
    createTime: row.createTime ?? '',
  }));
  return { data, totalCount: total };
}
