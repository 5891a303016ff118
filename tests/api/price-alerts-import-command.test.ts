import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { addDays, chinaToday } from '../../src/shared/china-time.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';

// `npm run import -- prices` runs in a process of its own: the server learns of its commit from the
// database (SQLite's data_version, PostgreSQL on each sweep) and evaluates the alerts (decision 0061).

const root = join(import.meta.dirname, '../..');
let app: App;
beforeAll(async () => {
  app = await startTestApp({}, { sqliteFile: true });
});
afterAll(() => app.close());

async function importCommand(rows: [string, number][]): Promise<void> {
  const file = join(app.services.config.dataDir, `prices-${Date.now()}.csv`);
  const lines = rows.map(([d, avg]) =>
    [
      d,
      d.slice(0, 4),
      Number(d.slice(5, 7)),
      Number(d.slice(8, 10)),
      d.replaceAll('-', ''),
      '370828',
      '1',
      '2',
      avg.toFixed(2),
      (avg + 0.1).toFixed(2),
      (avg - 0.1).toFixed(2),
    ].join(','),
  );
  writeFileSync(file, ['priceDate,priceYear,priceMonth,priceDay,batchNum,regionId,goodsId,specsId,avgPrice,maxPrice,minPrice', ...lines].join('\n'));
  await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['src/server/import/cli.ts', 'prices', file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: app.services.config.dataDir, DATABASE_URL: app.services.config.databaseUrl ?? '' },
  });
}

describe('the import command in another process', () => {
  it('fires an alert whose line the imported price crosses', async () => {
    const user = await registerUser(app);
    const today = chinaToday();
    await importCommand([[addDays(today, -3), 3.0]]);
    await post(app, '/v1/price-alert/add', { regionId: '370828', goodsId: '1', specsId: '2', below: 2.8 }, user.accessToken);
    await importCommand([[addDays(today, -2), 2.7]]);
    const notices = async () => (await get(app, '/v1/notice/myFindByPage', { isRead: false }, user.accessToken)).body.data as { detail: { en: string } }[];
    // The server's sweep notices the other process's commit; the test waits for it.
    await expect.poll(async () => (await notices()).length, { timeout: 30_000, interval: 500 }).toBe(1);
    expect((await notices())[0]!.detail.en).toBe(`Jinxiang Hybrid garlic General mixed grade: 2.70 yuan/jin on ${addDays(today, -2)}, at or below your 2.80`);
  }, 60_000);
});
