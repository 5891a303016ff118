import type { App } from '../../../src/server/app.ts';
import { grantOperator } from '../../../src/server/admin/operators.ts';
import { startTestApp } from './test-app.ts';
import { get, post, registerUser } from './calls.ts';

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/**
 * The operator console's test set-up (issue 11): the real server on a fresh database, one operator
 * (granted as `npm run admin -- grant` does) and one signed-in user who is not an operator.
 */
export async function startWithOperator(env: Record<string, string> = {}): Promise<{ app: App; operator: TestUser; user: TestUser }> {
  const app = await startTestApp(env);
  const operator = await registerUser(app, { nickname: '运营小蒜' });
  const user = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
  return { app, operator, user };
}

/** Calls an operator call signed out and as a non-operator: the answers must be 401 and 403. */
export async function refusedStatuses(app: App, method: string, path: string, input: Record<string, unknown>, userToken: string): Promise<[number, number]> {
  const call = method === 'GET' ? get : post;
  return [(await call(app, path, input)).status, (await call(app, path, input, userToken)).status];
}

/** The audit rows of one row, oldest first, with before and after parsed. */
export async function auditRowsOf(app: App, entityId: string) {
  const rows = await app.services.db.selectFrom('audit_log').selectAll().where('entityId', '=', entityId).orderBy('createTime').orderBy('auditId').execute();
  return rows.map((r) => ({ ...r, before: r.before ? JSON.parse(r.before) : null, after: r.after ? JSON.parse(r.after) : null }));
}
