import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.ts';
import { one, signIn } from './cold-storage.ts';

const root = join(import.meta.dirname, '../../..');

/** Makes the user with this phone an operator of the e2e server's database, as a person would: `npm run admin -- grant`. */
export async function grantOperator(server: RunningServer, phone: string): Promise<void> {
  await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', 'grant', phone], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
}

/**
 * Signs in a demo user made operator (not the demo account 13800138000, which stays a plain user) and
 * returns who it is. The page ends on the home page, signed in.
 */
export async function signInAsOperator(page: Page, server: RunningServer): Promise<{ frontUserId: string; phone: string; nickname: string }> {
  const user = one<{ frontUserId: string; phone: string; nickname: string }>(
    server.dataDir,
    `select frontUserId, phone, nickname from front_user where wxOpenid = 'demo-openid-0002'`,
  );
  await grantOperator(server, user.phone);
  await signIn(page, server.url, user.phone);
  return user;
}

/**
 * Writes one audit row straight into the e2e server's SQLite file (the table refuses only UPDATE and
 * DELETE), for pages that list the log before any console action exists to make one.
 */
export function insertAuditRow(
  server: RunningServer,
  row: { auditId: string; operatorId: string; operatorName: string; action: string; entity: string; entityId: string; reason: string; createTime: string },
): void {
  const db = new SQLite(join(server.dataDir, 'garlic-market.sqlite'));
  try {
    db.prepare(
      'insert into audit_log (auditId, operatorId, operatorName, action, entity, entityId, before, after, reason, createTime) values (@auditId, @operatorId, @operatorName, @action, @entity, @entityId, @before, @after, @reason, @createTime)',
    ).run({ ...row, before: '{"isAssociationAuth":false}', after: '{"isAssociationAuth":true}' });
  } finally {
    db.close();
  }
}
