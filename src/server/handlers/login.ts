import { requireUser, type Handler } from '../engine/context.ts';
import { badRequest, sessionEnded, tooManyAttempts } from '../http/api-error.ts';
import { verifyPassword } from '../auth/password.ts';
import { englishCount } from '../../shared/format/count.ts';
import { findUserById, findUserByPhone, loginReply, loginResult, refuseSuspended, rolesOf } from './users.ts';

// One answer for an unknown phone and a wrong password, so sign-in does not reveal who is registered.
const WRONG = 'Wrong phone number or password';

export const loginByPassword: Handler<'loginByPassword'> = async ({ input, services, request }) => {
  const { phone, password } = input;
  const throttle = services.loginThrottle;
  // request.ip is the socket's address unless TRUST_PROXY names the proxies in front (decision 0024).
  const wait = await throttle.waitFor(phone, request.ip);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    throw tooManyAttempts(`Too many wrong passwords; try again in ${englishCount(minutes, 'minute')}, or sign in with WeChat`);
  }
  const user = await findUserByPhone(services.db, phone);
  if (!user || !user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await throttle.fail(phone, request.ip);
    throw badRequest(WRONG);
  }
  await throttle.succeed(phone, request.ip);
  return { data: await loginResult(services, user) };
};

export const refreshToken: Handler<'refreshToken'> = async ({ input, services }) => {
  const rotation = await services.tokens.rotate(input.refreshToken);
  const user = await findUserById(services.db, rotation.frontUserId);
  if (!user) throw sessionEnded('The account no longer exists');
  refuseSuspended(user);
  return { data: loginReply(user, await rotation.tokens(rolesOf(user))) };
};

/** Ends the caller's sign-in on the server (decision 0021): its token family is revoked, so every access and refresh token of it is refused. */
export const logout: Handler<'logout'> = async (ctx) => {
  const user = requireUser(ctx);
  await ctx.services.tokens.endSession(user.familyId);
  const refresh = ctx.input.refreshToken;
  // A refresh token of another sign-in of the same user (an older tab) ends too; another user's is left alone.
  if (typeof refresh === 'string') await ctx.services.tokens.endSessionOf(refresh, user.frontUserId);
  return { data: null };
};
