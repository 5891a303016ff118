import type { Operation } from '../engine/context.ts';
import { badRequest } from '../http/api-error.ts';
import { verifyPassword } from '../auth/password.ts';
import { findUserById, findUserByPhone, loginReply, loginResult, rolesOf } from './users.ts';
import { sessionEnded } from '../http/api-error.ts';

// One answer for an unknown phone and a wrong password, so sign-in does not reveal who is registered.
const WRONG = 'Wrong phone number or password';

export const loginByPassword: Operation = async ({ input, services }) => {
  const { phone, password } = input as { phone: string; password: string };
  const user = await findUserByPhone(services.db, phone);
  if (!user || !user.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw badRequest(WRONG);
  return { data: await loginResult(services, user) };
};

export const refreshToken: Operation = async ({ input, services }) => {
  const rotation = await services.tokens.rotate(String(input.refreshToken));
  const user = await findUserById(services.db, rotation.frontUserId);
  if (!user) throw sessionEnded('The account no longer exists');
  return { data: loginReply(user, await rotation.tokens(rolesOf(user))) };
};
