import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { one, signIn } from './helpers/cold-storage.ts';
import { signInAsOperator } from './helpers/operator.ts';

// The operators' queues (issue 11 point 3): an operator decides in the console; the broker directory and
// the applicant see the outcome.

const suite = serverAndBrowser();

describe('the operator queues', () => {
  it('an operator certifies a broker and the broker directory shows the badge', async () => {
    const broker = one<{ brokerId: string; brokerName: string }>(
      suite.server.dataDir,
      `select brokerId, brokerName from broker where reviewStatus = '0' order by updateTime asc, brokerId asc limit 1`,
    );
    const { page, errors } = await phonePage(suite.browser);
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin`);
    await page.getByTestId('admin-hub').waitFor();
    await page.goto(`${suite.server.url}/#/admin/queues/brokers`);
    await page.getByTestId('status-tab-pending').waitFor();
    const row = page.getByTestId('list-decide-row').filter({ hasText: broker.brokerName });
    await row.waitFor();
    await shot(page, 'admin-queue-brokers-en');
    await row.getByTestId('decide-approve').click();
    await page.getByTestId('reason-input').fill('证书在协会核验无误');
    await page.getByTestId('reason-ok').click();
    await expect.poll(() => page.getByTestId('list-decide-row').filter({ hasText: broker.brokerName }).count()).toBe(0);
    await page.getByTestId('status-tab-approved').click();
    await expect.poll(() => page.locator('main').textContent()).toContain(broker.brokerName);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('status-tab-pending').click();
    await page.getByTestId('list-table-row').first().waitFor();
    await shot(page, 'admin-queue-brokers-desktop-en');
    // The public directory's card of that broker now carries the association badge.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${suite.server.url}/#/pages/agent/agent-detail?params=${encodeURIComponent(JSON.stringify({ brokerId: broker.brokerId }))}`);
    await expect.poll(() => page.locator('main').textContent()).toContain(broker.brokerName);
    await expect.poll(() => page.locator('main').textContent()).toContain('Certified');
    expect(
      one<{ n: number }>(suite.server.dataDir, `select count(*) as n from audit_log where entityId = ? and action = 'broker.approve'`, broker.brokerId).n,
    ).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an operator rejects a pioneer application with a reason and the applicant reads why', async () => {
    // A demo user who is neither a pioneer nor the operator applies.
    const applicant = one<{ frontUserId: string; phone: string }>(
      suite.server.dataDir,
      `select frontUserId, phone from front_user where wxOpenid like 'demo-openid-%' and wxOpenid <> 'demo-openid-0002'
       and frontUserId not in (select frontUserId from garlic_pioneer_user) order by wxOpenid limit 1`,
    );
    const db = new SQLite(join(suite.server.dataDir, 'garlic-market.sqlite'));
    const now = new Date().toISOString();
    try {
      db.prepare(
        `insert into garlic_pioneer_user (id, frontUserId, headImg, username, phone, remark, goodsIds, regionId, role, status, reviewReason, createTime, updateTime)
         select 'e2e-pioneer-app', @frontUserId, (select headImg from garlic_pioneer_user limit 1), '申请人老周', '13900000000', '在金乡做了十年大蒜出口生意，想和大家分享行情', '["1"]', '370828', '2', '2', '', @now, @now`,
      ).run({ frontUserId: applicant.frontUserId, now });
    } finally {
      db.close();
    }
    const operatorPage = await phonePage(suite.browser);
    await signInAsOperator(operatorPage.page, suite.server);
    await operatorPage.page.goto(`${suite.server.url}/#/admin/queues/pioneers`);
    const row = operatorPage.page.getByTestId('list-decide-row').filter({ hasText: '申请人老周' });
    await row.getByTestId('decide-reject').click();
    // No reason, no rejection: the button waits for one.
    expect(await operatorPage.page.getByTestId('reason-ok').isDisabled()).toBe(true);
    await operatorPage.page.getByTestId('reason-input').fill('简介需写明本人经营的产区和品种');
    await shot(operatorPage.page, 'admin-queue-reject-dialog-en');
    await operatorPage.page.getByTestId('reason-ok').click();
    await expect.poll(() => operatorPage.page.getByTestId('list-decide-row').filter({ hasText: '申请人老周' }).count()).toBe(0);
    await operatorPage.page.context().close();

    const { page, errors } = await phonePage(suite.browser);
    await signIn(page, suite.server.url, applicant.phone);
    await page.goto(`${suite.server.url}/#/pages/user/user`);
    await expect.poll(() => page.getByTestId('user-notices-unread').textContent()).toContain('1');
    await page.goto(`${suite.server.url}/#/pages/famous-person/person-center`);
    await expect.poll(() => page.getByTestId('centre-review').textContent()).toContain('was not approved');
    expect(await page.getByTestId('centre-review-reason').textContent()).toBe('简介需写明本人经营的产区和品种');
    await page.goto(`${suite.server.url}/#/pages/user/notices`);
    await expect.poll(() => page.locator('main').textContent()).toContain('简介需写明本人经营的产区和品种');
    await shot(page, 'notices-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an operator hides a trade post with a reason and it leaves the public list', async () => {
    const post = one<{ buySellId: string; supplement: string }>(
      suite.server.dataDir,
      `select buySellId, supplement from buy_sell where publishStatus = '1' and length(supplement) > 4 order by publishTime desc limit 1`,
    );
    const { page, errors } = await phonePage(suite.browser);
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin/moderation/trade-posts`);
    const row = page.getByTestId('list-decide-row').filter({ hasText: post.supplement }).first();
    await row.getByTestId('decide-reject').click();
    await page.getByTestId('reason-input').fill('联系电话无法接通，疑似虚假信息');
    await page.getByTestId('reason-ok').click();
    await expect.poll(() => page.getByTestId('list-decide-row').filter({ hasText: post.supplement }).first().getByTestId('decide-approve').count()).toBe(1);
    await shot(page, 'admin-moderation-trade-posts-en');
    expect(one<{ isHidden: number }>(suite.server.dataDir, 'select isHidden from buy_sell where buySellId = ?', post.buySellId).isHidden).toBe(1);
    const reply = await fetch(`${suite.server.url}/api/v1/buy-sell/getById?buySellId=${post.buySellId}`);
    expect(reply.status).toBe(404);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an operator hides a market report from the console and it leaves the home news flash', async () => {
    const report = one<{ conjunctureId: string; conjunctureContent: string }>(
      suite.server.dataDir,
      `select conjunctureId, conjunctureContent from conjuncture where publishStatus = '1' order by publishTime desc, conjunctureId desc limit 1`,
    );
    const flash = async () =>
      ((await (await fetch(`${suite.server.url}/api/v1/conjuncture/getConjunctureNewsFlash`)).json()) as { data: { businessId: string }[] }).data.map(
        (c) => c.businessId,
      );
    expect(await flash()).toContain(report.conjunctureId);
    const { page, errors } = await phonePage(suite.browser);
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin/moderation/conjunctures`);
    const text = report.conjunctureContent.slice(0, 12);
    const row = page.getByTestId('list-decide-row').filter({ hasText: text }).first();
    await row.getByTestId('decide-reject').click();
    await page.getByTestId('reason-input').fill('行情数据与市场不符');
    await page.getByTestId('reason-ok').click();
    await expect.poll(() => page.getByTestId('list-decide-row').filter({ hasText: text }).first().getByTestId('decide-approve').count()).toBe(1);
    await shot(page, 'admin-moderation-conjunctures-en');
    expect(await flash()).not.toContain(report.conjunctureId);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
