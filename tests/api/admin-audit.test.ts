import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, registerUser } from './helpers/calls.ts';
import { grantOperator, isOperator, listOperators, revokeOperator, UnknownPhoneError } from '../../src/server/admin/operators.ts';
import { audited, recordAudit } from '../../src/server/admin/audit.ts';
import type { CallContext } from '../../src/server/engine/context.ts';

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
const PATH = '/admin/audit/findByPage';

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app, { nickname: '运营小李' });
  other = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
  const db = app.services.db;
  // Three actions by the operator on two days (China time), one by someone else.
  await recordAudit(
    db,
    operator.user.frontUserId,
    { action: 'broker.certify', entity: 'broker', entityId: 'b1', before: { certified: false }, after: { certified: true }, reason: '资料齐全' },
    new Date('2026-03-01T02:00:00Z'),
  );
  await recordAudit(
    db,
    operator.user.frontUserId,
    { action: 'post.hide', entity: 'buySell', entityId: 'p1', before: { hidden: false }, after: { hidden: true }, reason: '虚假信息' },
    new Date('2026-03-02T15:30:00Z'),
  );
  await recordAudit(
    db,
    operator.user.frontUserId,
    { action: 'post.hide', entity: 'buySell', entityId: 'p2', before: { hidden: false }, after: { hidden: true }, reason: '重复发布' },
    new Date('2026-03-02T17:00:00Z'),
  );
  await recordAudit(
    db,
    other.user.frontUserId,
    { action: 'broker.certify', entity: 'broker', entityId: 'b2', before: null, after: { certified: true } },
    new Date('2026-03-03T01:00:00Z'),
  );
});
afterAll(() => app.close());

describe('the operator role', () => {
  it('is granted, listed and revoked by phone; twice is harmless', async () => {
    const db = app.services.db;
    const extra = await registerUser(app, { nickname: '临时运营' });
    expect(await grantOperator(db, extra.phone)).toBe(true);
    expect(await grantOperator(db, extra.phone)).toBe(false);
    expect((await listOperators(db)).map((o) => o.phone)).toEqual([operator.phone, extra.phone]);
    expect(await isOperator(db, extra.user.frontUserId)).toBe(true);
    expect(await revokeOperator(db, extra.phone)).toBe(true);
    expect(await revokeOperator(db, extra.phone)).toBe(false);
    expect(await isOperator(db, extra.user.frontUserId)).toBe(false);
  });

  it('names an unknown phone clearly', async () => {
    await expect(grantOperator(app.services.db, '13000000000')).rejects.toThrow(UnknownPhoneError);
    await expect(revokeOperator(app.services.db, '13000000000')).rejects.toThrow('No registered user has the phone number 13000000000');
  });

  it('is what /info reports as isOperator', async () => {
    const mine = await get(app, '/v1/front_user/info', {}, operator.accessToken);
    expect(mine.body.data.isOperator).toBe(true);
    const theirs = await get(app, '/v1/front_user/info', {}, other.accessToken);
    expect(theirs.body.data.isOperator).toBe(false);
  });
});

describe(`GET /api${PATH}`, () => {
  it('answers 401 signed out and 403 to a user who is not an operator', async () => {
    const out = await get(app, PATH);
    expect(out.status).toBe(401);
    expect(out.body.code).toBe('SEC_401');
    const notOperator = await get(app, PATH, {}, other.accessToken);
    expect(notOperator.status).toBe(403);
    expect(notOperator.body.msg).toBe('This needs the operator role');
  });

  it('lists every action newest first with the rows before and after', async () => {
    const reply = await get(app, PATH, { page: 1, pageSize: 10 }, operator.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(4);
    expect(reply.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['b2', 'p2', 'p1', 'b1']);
    expect(reply.body.data[3]).toMatchObject({
      operatorId: operator.user.frontUserId,
      operatorName: '运营小李',
      action: 'broker.certify',
      entity: 'broker',
      before: { certified: false },
      after: { certified: true },
      reason: '资料齐全',
    });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('filters by operator, action, entity and China days, and pages', async () => {
    const byOperator = await get(app, PATH, { operatorId: other.user.frontUserId }, operator.accessToken);
    expect(byOperator.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['b2']);
    const byAction = await get(app, PATH, { action: 'post.hide', entity: 'buySell' }, operator.accessToken);
    expect(byAction.body.totalCount).toBe(2);
    // 2026-03-02T15:30Z is 23:30 on 2 March in China; 17:00Z is already 3 March.
    const day = await get(app, PATH, { dateFrom: '2026-03-02', dateTo: '2026-03-02' }, operator.accessToken);
    expect(day.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['p1']);
    const from = await get(app, PATH, { dateFrom: '2026-03-03' }, operator.accessToken);
    expect(from.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['b2', 'p2']);
    const second = await get(app, PATH, { page: 2, pageSize: 3 }, operator.accessToken);
    expect(second.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['b1']);
    expect(second.body.totalCount).toBe(4);
  });

  it('refuses a bad filter with 400', async () => {
    const badDate = await get(app, PATH, { dateFrom: '2026-13-40' }, operator.accessToken);
    expect(badDate.status).toBe(400);
    const badAction = await get(app, PATH, { action: 'drop table' }, operator.accessToken);
    expect(badAction.status).toBe(400);
    const backwards = await get(app, PATH, { dateFrom: '2026-03-03', dateTo: '2026-03-01' }, operator.accessToken);
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('dateFrom must not be after dateTo');
  });

  it('answers 403 on the very next request after a revoke, with the same token', async () => {
    const temp = await registerUser(app);
    await grantOperator(app.services.db, temp.phone);
    expect((await get(app, PATH, {}, temp.accessToken)).status).toBe(200);
    await revokeOperator(app.services.db, temp.phone);
    expect((await get(app, PATH, {}, temp.accessToken)).status).toBe(403);
  });
});

describe('audited (the helper every operator action calls)', () => {
  const ctxOf = (): CallContext => ({
    input: {},
    user: { frontUserId: operator.user.frontUserId, familyId: 'f', roles: [] },
    services: app.services,
    request: undefined as never,
    reply: undefined as never,
  });

  it('writes the change and its audit row in one transaction', async () => {
    const result = await audited(ctxOf(), { action: 'feedback.note', entity: 'feedback', reason: 'test' }, async (trx) => {
      await trx
        .insertInto('feedback')
        .values({ feedbackId: 'fb-audited', feedbackContent: '一条用于审计的反馈', frontUserId: other.user.frontUserId, createTime: new Date().toISOString() })
        .execute();
      return { entityId: 'fb-audited', before: null, after: { feedbackId: 'fb-audited' }, result: 'done' };
    });
    expect(result).toBe('done');
    const row = await app.services.db.selectFrom('audit_log').selectAll().where('entityId', '=', 'fb-audited').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      operatorId: operator.user.frontUserId,
      operatorName: '运营小李',
      action: 'feedback.note',
      entity: 'feedback',
      before: 'null',
      after: '{"feedbackId":"fb-audited"}',
      reason: 'test',
    });
  });

  it('leaves neither the change nor an audit row when the action fails', async () => {
    await expect(
      audited(ctxOf(), { action: 'feedback.note', entity: 'feedback' }, async (trx) => {
        await trx
          .insertInto('feedback')
          .values({ feedbackId: 'fb-failed', feedbackContent: '不会留下的反馈', frontUserId: other.user.frontUserId, createTime: new Date().toISOString() })
          .execute();
        throw new Error('the action failed half way');
      }),
    ).rejects.toThrow('the action failed half way');
    expect(await app.services.db.selectFrom('feedback').select('feedbackId').where('feedbackId', '=', 'fb-failed').executeTakeFirst()).toBeUndefined();
    expect(await app.services.db.selectFrom('audit_log').select('auditId').where('entityId', '=', 'fb-failed').executeTakeFirst()).toBeUndefined();
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const db = app.services.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(db.updateTable('audit_log').set({ reason: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where ${sql.ref('entityId')} = ${'b1'}`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    expect(await db.selectFrom('audit_log').select('reason').where('entityId', '=', 'b1').executeTakeFirstOrThrow()).toEqual({ reason: '资料齐全' });
  });
});

describe('npm run admin (the CLI, as a child process on a SQLite data directory)', () => {
  const run = promisify(execFile);
  const cli = (dataDir: string, ...args: string[]) =>
    run('npx', ['tsx', 'src/server/admin/cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  it('grants, lists and revokes by phone, and names an unknown phone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'garlic-admin-'));
    const { openDatabase } = await import('../../src/server/db/database.ts');
    const database = await openDatabase({ dataDir });
    await database.db
      .insertInto('front_user')
      .values({ frontUserId: 'u-cli', phone: '13800000001', nickname: '老张', roles: '[]', createTime: new Date().toISOString() } as never)
      .execute();
    await database.close();

    expect(await cli(dataDir, 'list')).toMatchObject({ code: 0, out: expect.stringContaining('No operators yet') });
    expect(await cli(dataDir, 'grant', '13800000001')).toMatchObject({ code: 0, out: '13800000001 is now an operator.\n' });
    expect(await cli(dataDir, 'list')).toMatchObject({ code: 0, out: expect.stringMatching(/^13800000001\t老张\tu-cli\tsince /) });
    expect(await cli(dataDir, 'revoke', '13800000001')).toMatchObject({ code: 0, out: '13800000001 is no longer an operator.\n' });
    expect(await cli(dataDir, 'grant', '13900000009')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No registered user has the phone number 13900000009'),
    });
    expect(await cli(dataDir, 'promote', '13800000001')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run admin') });
  }, 120_000);
});
