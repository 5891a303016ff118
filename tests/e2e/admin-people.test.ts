import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { one, signIn } from './helpers/cold-storage.ts';
import { chooseOption, fill } from './helpers/form.ts';
import { signInAsOperator } from './helpers/operator.ts';

// People in the console (issue 11 points 3 and 4): a user asks for the agent role and, once an operator
// approves it, opens the agent centre's stock pages; an operator suspends a user from the users page.

const suite = serverAndBrowser();

/** A demo user who is neither the demo account, an agent, nor the operator of these tests. */
function plainUser(skip = 0) {
  return one<{ frontUserId: string; phone: string; nickname: string }>(
    suite.server.dataDir,
    `select frontUserId, phone, nickname from front_user where wxOpenid like 'demo-openid-%' and wxOpenid not in ('demo-openid-0001', 'demo-openid-0002')
     and roles not like '%agent%' order by wxOpenid limit 1 offset ?`,
    skip,
  );
}

describe('the agent role', () => {
  it('a user asks for it, an operator approves, and the user opens the agent centre as an agent', async () => {
    const applicant = plainUser();
    const first = await phonePage(suite.browser);
    await signIn(first.page, suite.server.url, applicant.phone);
    await first.page.goto(`${suite.server.url}/#/pages/agent/agent`);
    await first.page.getByTestId('agent-apply').click();
    await first.page.waitForFunction(() => location.hash.startsWith('#/pages/agent/agent-apply'));
    await fill(first.page, 'realName', '赵代理');
    await chooseOption(first.page, 'regionId', 'Jinxiang');
    await fill(first.page, 'intro', '在金乡经营冷库十年，熟悉本县各家冷库');
    await shot(first.page, 'agent-apply-en');
    await first.page.getByTestId('form-submit').click();
    await first.page.waitForFunction(() => location.hash.startsWith('#/pages/agent/agent'));
    await expect.poll(() => first.page.getByTestId('agent-request').textContent()).toContain('waiting for the operators');
    expect(await first.page.getByTestId('agent-link-inventory').count()).toBe(0);
    await shot(first.page, 'agent-request-pending-en');

    const { page: console, errors: consoleErrors } = await phonePage(suite.browser);
    await signInAsOperator(console, suite.server);
    await console.goto(`${suite.server.url}/#/admin/queues/agent-requests`);
    const row = console.getByTestId('list-decide-row').filter({ hasText: '赵代理' });
    await row.waitFor();
    await shot(console, 'admin-queue-agent-requests-en');
    await row.getByTestId('decide-approve').click();
    await console.getByTestId('reason-ok').click();
    await expect.poll(() => console.getByTestId('list-decide-row').filter({ hasText: '赵代理' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await console.context().close();

    // The session signed in before the approval opens the stock pages too: the server is asked.
    await first.page.goto(`${suite.server.url}/#/pages/agent/inventory/inventory`);
    await first.page.getByTestId('inventory-month').waitFor();
    expect(await first.page.getByTestId('agent-only').count()).toBe(0);
    expect(first.errors).toEqual([]);
    await first.page.context().close();

    // The applicant, still signed in with the same session, finds the centre open.
    const { page, errors } = await phonePage(suite.browser);
    await signIn(page, suite.server.url, applicant.phone);
    await page.goto(`${suite.server.url}/#/pages/agent/agent`);
    await page.getByTestId('agent-summary').waitFor();
    expect(await page.getByTestId('agent-only').count()).toBe(0);
    await shot(page, 'agent-centre-approved-en');
    await page.getByTestId('agent-link-inventory').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/inventory/inventory'));
    await page.goto(`${suite.server.url}/#/pages/user/notices`);
    await expect.poll(() => page.locator('main').textContent()).toContain('赵代理');
    expect(one<{ roles: string }>(suite.server.dataDir, 'select roles from front_user where frontUserId = ?', applicant.frontUserId).roles).toContain(
      '"agent"',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the users page', () => {
  it('an operator finds a user by name and suspends them with a reason', async () => {
    const target = plainUser(1);
    const { page, errors } = await phonePage(suite.browser);
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin/users`);
    await page.getByTestId('list-filter-nickname-input').fill(target.nickname);
    await page.getByTestId('list-filter-nickname-input').press('Enter');
    const row = page.getByTestId('list-decide-row').filter({ hasText: target.phone });
    await row.waitFor();
    await shot(page, 'admin-users-en');
    await row.getByTestId('decide-reject').click();
    expect(await page.getByTestId('reason-ok').isDisabled()).toBe(true);
    await page.getByTestId('reason-input').fill('多次发布虚假求购信息');
    await shot(page, 'admin-users-suspend-dialog-en');
    await page.getByTestId('reason-ok').click();
    await expect.poll(() => row.getByTestId('decide-approve').count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('多次发布虚假求购信息');
    const stored = one<{ isSuspended: number; suspendReason: string }>(
      suite.server.dataDir,
      'select isSuspended, suspendReason from front_user where frontUserId = ?',
      target.frontUserId,
    );
    expect(stored).toEqual({ isSuspended: 1, suspendReason: '多次发布虚假求购信息' });
    expect(
      one<{ n: number }>(suite.server.dataDir, `select count(*) as n from audit_log where entityId = ? and action = 'user.suspend'`, target.frontUserId).n,
    ).toBe(1);
    // The audit page finds that action through its filters.
    await page.goto(`${suite.server.url}/#/admin/audit`);
    await page.getByTestId('list-filter-action-input').fill('user.suspend');
    await page.getByTestId('list-filter-action-input').press('Enter');
    // The list is asked again with the filter: only suspensions are left, the agent approval above is not.
    await expect
      .poll(async () => {
        const text = (await page.locator('main').textContent()) ?? '';
        return text.includes('多次发布虚假求购信息') && !text.includes('agentApplication.approve');
      })
      .toBe(true);
    await shot(page, 'admin-audit-filtered-en');
    expect(errors).toEqual([]);
    await page.context().close();

    // The page in Chinese: its filters and the account's state in the user's language.
    const zh = await phonePage(suite.browser, 'zh-CN');
    await signInAsOperator(zh.page, suite.server);
    await zh.page.goto(`${suite.server.url}/#/admin/users`);
    await zh.page.getByTestId('list-filter-isSuspended').click();
    await zh.page.getByRole('option', { name: '已封禁', exact: true }).click();
    await expect.poll(() => zh.page.locator('main').textContent()).toContain('多次发布虚假求购信息');
    expect(await zh.page.locator('main').textContent()).toContain('手机号开头');
    expect(await zh.page.getByTestId('decide-approve').first().textContent()).toBe('解除封禁');
    await shot(zh.page, 'admin-users-zh');
    await zh.page.setViewportSize({ width: 1280, height: 800 });
    await zh.page.getByTestId('list-table-row').first().waitFor();
    await shot(zh.page, 'admin-users-desktop-zh');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
