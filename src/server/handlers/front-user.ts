import { isOperator } from '../admin/operators.ts';
import { requireUser, type Handler } from '../engine/context.ts';
import { badRequest, conflict, notFound, sessionInvalid } from '../http/api-error.ts';
import { hashPassword } from '../auth/password.ts';
import { newId } from '../db/ids.ts';
import { findUserById, findUserByOpenid, findUserByPhone, loginResult, presentUser } from './users.ts';
import { exchangeOAuthCode, signedInWithWechatLately } from '../auth/wechat-oauth.ts';

export const register: Handler<'register'> = async ({ input, services }) => {
  const { wxOpenid, phone, password, nickname } = input;
  if (await findUserByPhone(services.db, phone)) throw conflict('phone is already registered; please sign in');
  if (await findUserByOpenid(services.db, wxOpenid)) throw conflict('wxOpenid is already registered; please sign in');
  // Only the holder of the openid may take it: it must have come out of a WeChat sign-in (sync_code) just now.
  if (!(await signedInWithWechatLately(services, wxOpenid)))
    throw badRequest('wxOpenid has not come from a WeChat sign-in in the last 30 minutes; sign in with WeChat again');
  const now = new Date();
  const user = {
    frontUserId: newId(now.getTime()),
    nickname: nickname?.trim() || `用户${phone.slice(-4)}`,
    phone,
    passwordHash: await hashPassword(password),
    avatar: '{}',
    regionId: null,
    wxOpenid,
    roles: '[]',
    describe: '',
    createTime: now.toISOString(),
    noticeDigest: 0,
    isSuspended: 0,
    suspendReason: '',
  };
  try {
    await services.db.insertInto('front_user').values(user).execute();
  } catch (error) {
    // Two registrations racing past the checks above: the unique indexes decide.
    if (/unique|duplicate/i.test(String((error as Error).message))) throw conflict('phone or wxOpenid is already registered');
    throw error;
  }
  return { data: await loginResult(services, user) };
};

export const syncCode: Handler<'syncCode'> = async ({ input, services }) => {
  const wxOpenid = await exchangeOAuthCode(services, input.code);
  const user = await findUserByOpenid(services.db, wxOpenid);
  return { data: user ? { wxOpenid, registered: true, login: await loginResult(services, user) } : { wxOpenid, registered: false } };
};

export const userInfo: Handler<'userInfo'> = async (ctx) => {
  const user = await findUserById(ctx.services.db, requireUser(ctx).frontUserId);
  if (!user) throw sessionInvalid('The account no longer exists');
  // isOperator is read from operator_role on each call, so the web learns of a grant or revoke at once.
  return { data: { ...presentUser(user), isOperator: await isOperator(ctx.services.db, user.frontUserId) } };
};

export const userByPhone: Handler<'userByPhone'> = async ({ input, services }) => {
  const user = await findUserByPhone(services.db, String(input.phone));
  if (!user) throw notFound(`A user with phone ${String(input.phone)}`);
  const { frontUserId, nickname, avatar } = presentUser(user);
  return { data: { frontUserId, nickname, avatar } };
};

export const updateUser: Handler<'updateUser'> = async (ctx) => {
  const { db } = ctx.services;
  const me = requireUser(ctx).frontUserId;
  const { input } = ctx;
  if (input.nickname !== undefined && input.nickname.trim() === '') throw badRequest('nickname must not be empty');
  if (input.phone) {
    const other = await findUserByPhone(db, input.phone);
    if (other && other.frontUserId !== me) throw conflict('phone is already used by another account');
  }
  const changes = {
    ...(input.describe !== undefined ? { describe: input.describe } : {}),
    ...(input.nickname !== undefined ? { nickname: input.nickname.trim() } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.regionId !== undefined ? { regionId: input.regionId } : {}),
    ...(input.avatarFile !== undefined ? { avatar: JSON.stringify(input.avatarFile) } : {}),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('front_user').set(changes).where('frontUserId', '=', me).execute();
  const user = await findUserById(db, me);
  if (!user) throw sessionInvalid('The account no longer exists');
  return { data: presentUser(user) };
};
