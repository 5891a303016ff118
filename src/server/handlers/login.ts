import type { Operation } from '../engine/context.ts';
import { badRequest, sessionEnded, tooManyAttempts } from '../http/api-error.ts';
import { verifyPassword } from '../auth/password.ts';
import { englishCount } from '../../shared/format/count.ts';
import { findUserById, findUserByPhone, loginReply, loginResult, refuseSuspended, rolesOf } from './users.ts';

// One answer for an unknown phone and a wrong password, so sign-in does not reveal who is registered.
const WRONG = 'Wrong phone number or password';

export const loginByPassword: Operation = async ({ input, services, request }) => {
  const { phone, password } = input as { phone: string; password: string };
  const { byPhone, byAddress } = services.loginThrottle;
  const wait = Math.max(byPhone.waitFor(phone), byAddress.waitFor(request.ip));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    throw tooManyAttempts(`Too many wrong passwords; try again in ${englishCount(minutes, 'minute')}, or sign in with WeChat`);
  }
  const user = await findUserByPhone(services.db, phone);
  if (!user || !user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    byPhone.fail(phone);
    byAddress.fail(request.ip);
    throw badRequest(WRONG);
  }
  byPhone.succeed(phone);
  return { data: await loginResult(services, user) };
};

export const refreshToken: Operation = async ({ input, services }) => {
  const rotation = await services.tokens.rotate(String(input.refreshToken));
  const user = await findUserById(services.db, rotation.frontUserId);
  if (!user) throw sessionEnded('The account no longer exists');
  refuseSuspended(user);
  return { data: loginReply(user, await rotation.tokens(rolesOf(user))) };
};
