import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';
import { startTestApp } from './helpers/test-app.ts';
import { registerUser } from './helpers/calls.ts';

const good = readFileSync(new URL('../fixtures/prices.csv', import.meta.url), 'utf8');
const bad = readFileSync(new URL('../fixtures/prices-bad.csv', import.meta.url), 'utf8');
const weather = readFileSync(new URL('../fixtures/weather.csv', import.meta.url), 'utf8');

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app, { nickname: '数据导入员' });
  other = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

/** The console's form: the kind, then the file, as multipart/form-data. */
async function send(path: 'preview' | 'commit', kind: string, csv: string | Buffer, token?: string) {
  const boundary = `----garlic${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/import/${path}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

const count = async (table: 'price' | 'weather') =>
  Number(
    (
      await app.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const audits = () => app.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'import.commit').orderBy('createTime').execute();

describe('POST /api/admin/import/preview and /commit', () => {
  it('answer 401 signed out and 403 to a user who is not an operator, writing nothing', async () => {
    for (const path of ['preview', 'commit'] as const) {
      expect((await send(path, 'prices', good)).status).toBe(401);
      const notOperator = await send(path, 'prices', good, other.accessToken);
      expect(notOperator.status).toBe(403);
      expect(notOperator.body.msg).toBe('This needs the operator role');
    }
    expect(await count('price')).toBe(0);
  });

  it('preview says what a good file adds and replaces, and writes nothing', async () => {
    const reply = await send('preview', 'prices', good, operator.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ kind: 'prices', ok: true, loaded: 8, replaced: 0, problems: [] });
    expect(reply.body.data.rows).toHaveLength(8);
    expect(reply.body.data.rows[0]).toMatchObject({ line: 2, id: '2025-05-26|370828|1|1', action: 'add', values: { avgPrice: 2.04, source: 'import' } });
    expect(await count('price')).toBe(0);
  });

  it('preview lists every bad line with its reason, and commit refuses the file whole', async () => {
    const preview = await send('preview', 'prices', bad, operator.accessToken);
    expect(preview.status).toBe(200);
    expect(preview.body.data.ok).toBe(false);
    expect(preview.body.data.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5, 6, 7]);
    expect(preview.body.data.problems[1].message).toBe('avgPrice must be number (got "abc")');
    expect(preview.body.data.rows.map((r: { line: number }) => r.line)).toEqual([2]);
    const commit = await send('commit', 'prices', bad, operator.accessToken);
    expect(commit.status).toBe(400);
    expect(commit.body.msg).toMatch(/^Nothing was written; 5 problems: line 3: regionId .*; line 4: avgPrice must be number \(got "abc"\); line 5: /);
    expect(await count('price')).toBe(0);
    expect(await audits()).toEqual([]);
  });

  it('commit writes as npm run import does, replacing on a second load, and records the import', async () => {
    const first = await send('commit', 'prices', good, operator.accessToken);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ kind: 'prices', loaded: 8, replaced: 0 });
    expect(await count('price')).toBe(8);
    const row = await app.services.db.selectFrom('price').selectAll().where('priceId', '=', '2025-05-26|532932|7|9').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ avgPrice: 8.12, batchNum: '20250526', source: 'import' });
    const preview = await send('preview', 'prices', good, operator.accessToken);
    expect(preview.body.data).toMatchObject({ ok: true, loaded: 8, replaced: 8 });
    expect(preview.body.data.rows.every((r: { action: string }) => r.action === 'replace')).toBe(true);
    const second = await send('commit', 'prices', good, operator.accessToken);
    expect(second.body.data).toEqual({ kind: 'prices', loaded: 8, replaced: 8 });
    expect(await count('price')).toBe(8);
    const [audit] = await audits();
    expect(audit).toMatchObject({ operatorId: operator.user.frontUserId, operatorName: '数据导入员', entity: 'price', entityId: 'prices' });
    expect(JSON.parse(String(audit!.after))).toEqual({ kind: 'prices', fileName: 'prices.csv', loaded: 8, replaced: 0 });
    expect(await audits()).toHaveLength(2);
  });

  it('takes every import kind (weather here)', async () => {
    const reply = await send('commit', 'weather', weather, operator.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.kind).toBe('weather');
    expect(await count('weather')).toBe(reply.body.data.loaded);
  });

  it('refuses an unknown kind, an empty file and a spreadsheet', async () => {
    const unknown = await send('preview', 'gold', good, operator.accessToken);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/^kind must be one of .*prices/);
    expect((await send('commit', 'prices', '', operator.accessToken)).status).toBe(400);
    const xlsx = await send('preview', 'prices', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), operator.accessToken);
    expect(xlsx.status).toBe(415);
    expect(xlsx.body.msg).toBe('file must be a CSV (save the sheet as CSV UTF-8)');
  });
});
