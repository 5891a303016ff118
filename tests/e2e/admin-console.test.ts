import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { signIn } from './helpers/cold-storage.ts';
import { insertAuditRow, signInAsOperator } from './helpers/operator.ts';

const suite = serverAndBrowser();

describe('the operator console', () => {
  it('an operator opens it from the user centre, sees the hub and reads the audit log', async () => {
    const { page, errors } = await phonePage(suite.browser);
    const operator = await signInAsOperator(page, suite.server);
    insertAuditRow(suite.server, {
      auditId: 'e2e-audit-1',
      operatorId: operator.frontUserId,
      operatorName: operator.nickname,
      action: 'broker.certify',
      entity: 'broker',
      entityId: 'broker-e2e',
      reason: 'Papers checked at the association office',
      createTime: new Date().toISOString(),
    });
    await page.goto(`${suite.server.url}/#/pages/user/user`);
    await page.getByTestId('user-operator-console').click();
    await page.waitForFunction(() => location.hash.startsWith('#/admin'));
    await expect.poll(() => page.getByTestId('admin-hub').textContent()).toContain('Audit log');
    await shot(page, 'admin-hub-en');
    await page.getByTestId('admin-hub-audit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/admin/audit'));
    await expect.poll(() => page.locator('main').textContent()).toContain('Papers checked at the association office');
    const text = await page.locator('main').textContent();
    expect(text).toContain('broker.certify');
    expect(text).toContain(operator.nickname);
    await shot(page, 'admin-audit-en');
    expect(await page.getByTestId('list-table').count()).toBe(0);
    // On a desktop's width the same list is a table (layout: table in spec/pages/admin.yaml).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByTestId('list-table-row').first().textContent()).toContain('Papers checked at the association office');
    await shot(page, 'admin-audit-desktop-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a user who is not an operator has no console entry and sees the operators-only page', async () => {
    const { page } = await phonePage(suite.browser);
    await signIn(page, suite.server.url, '13800138000');
    await page.goto(`${suite.server.url}/#/pages/user/user`);
    await page.getByTestId('user-logout').waitFor();
    expect(await page.getByTestId('user-operator-console').count()).toBe(0);
    for (const path of ['/admin', '/admin/audit']) {
      await page.goto(`${suite.server.url}/#${path}`);
      await expect.poll(() => page.getByTestId('operators-only').textContent()).toContain('Operators only');
    }
    await shot(page, 'admin-operators-only-en');
    await page.context().close();
  });

  it('signed out, #/admin asks for a sign-in first', async () => {
    const { page } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#/admin`);
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    await page.context().close();
  });
});
