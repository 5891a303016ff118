import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { one, query, signIn } from './helpers/cold-storage.ts';

const suite = serverAndBrowser();

const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const monthName = (m: string) => new Date(`${m}-01T00:00:00Z`).toLocaleString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('a signed-in user without the agent role', () => {
  it('sees the agent centre without the stock pages, and is told what recording stock needs', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await signIn(page, suite.server.url, '13800138000');
    await page.goto(`${suite.server.url}/#/pages/agent/agent`);
    await expect.poll(() => page.getByTestId('agent-only').textContent()).toContain('Recording monthly stock is for agents');
    expect(await page.getByTestId('agent-link-cold-storage-certification').count()).toBe(1);
    expect(await page.getByTestId('agent-link-inventory').count()).toBe(0);
    await page.getByTestId('agent-link-my-agent-list').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/my-agent-list'));
    await page.goBack();
    await page.getByTestId('agent-link-index').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/index'));
    for (const path of ['inventory/inventory', 'inventory/inventory-list', 'inventory/inventory-detail?params=%7B%22coldStorageAuthId%22%3A%221%22%7D']) {
      await page.goto(`${suite.server.url}/#/pages/agent/${path}`);
      await expect.poll(() => page.getByTestId('agent-only').textContent()).toContain('Recording monthly stock is for agents');
    }
    // The pages ask nothing of the agent calls, so no 403 was met.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an agent records this month’s stock', () => {
  let page: Page;
  let errors: string[];
  let store: { coldStorageAuthId: string; name: string; goodsCategoryIdList: string; fixedCapacity: number };

  beforeAll(async () => {
    const agent = one<{ frontUserId: string; phone: string }>(
      suite.server.dataDir,
      `select frontUserId, phone from front_user where roles like '%agent%' order by wxOpenid limit 1`,
    );
    store = one(
      suite.server.dataDir,
      `select s.* from cold_storage_auth s where s.ownerId = ? and not exists (select 1 from cold_storage_inventory i where i.coldStorageId = s.coldStorageAuthId and i.storeMonth = ?) order by s.createTime desc, s.coldStorageAuthId desc limit 1`,
      agent.frontUserId,
      thisMonth,
    );
    ({ page, errors } = await phonePage(suite.browser));
    await signIn(page, suite.server.url, agent.phone);
  });

  it('opens the agent centre with the stores still to record', async () => {
    const agentId = one<{ frontUserId: string }>(
      suite.server.dataDir,
      `select frontUserId from front_user where roles like '%agent%' order by wxOpenid limit 1`,
    ).frontUserId;
    const stores = query<{ coldStorageAuthId: string }>(suite.server.dataDir, 'select coldStorageAuthId from cold_storage_auth where ownerId = ?', agentId);
    const recorded = query(
      suite.server.dataDir,
      `select distinct coldStorageId from cold_storage_inventory where storeMonth = ? and coldStorageId in (${stores.map(() => '?').join(',')})`,
      thisMonth,
      ...stores.map((s) => s.coldStorageAuthId),
    );
    await page.goto(`${suite.server.url}/#/pages/agent/agent`);
    await expect
      .poll(() => page.getByTestId('agent-summary').textContent())
      .toBe(`Agent of ${stores.length} certified store${stores.length === 1 ? '' : 's'}${stores.length - recorded.length} still to record this month`);
    await shot(page, 'cold-agent-centre-en');
    await page.getByTestId('agent-link-inventory-list').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/inventory/inventory-list'));
    const card = page.getByTestId('list-item').filter({ hasText: store.name });
    await expect.poll(() => card.getByTestId('inventory-status').textContent()).toBe('To record');
    await shot(page, 'cold-inventory-list-en');
    await card.click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/inventory/inventory-detail'));
  });

  it('records the month goods by goods, within the store, and reads it back', async () => {
    await expect.poll(() => page.getByTestId('inventory-store-name').textContent()).toBe(store.name);
    expect(await page.getByTestId('inventory-recorded').textContent()).toBe(`${monthName(thisMonth)} to record`);
    expect(await page.getByTestId('detail-list-thatMonthCategoryList').count()).toBe(0);
    await page.getByTestId('inventory-save').waitFor();
    await shot(page, 'cold-inventory-detail-top-en');
    // Last month's figures start the form; the agent writes this month's.
    const goods: string[] = JSON.parse(store.goodsCategoryIdList);
    for (const id of goods) {
      await page.getByTestId(`inventory-hole-${id}`).fill('');
      await page.getByTestId(`inventory-capacity-${id}`).fill('');
    }
    await page.getByTestId('inventory-hole-1').fill('5');
    await page.getByTestId('inventory-capacity-1').fill(String(store.fixedCapacity + 10_000));
    await expect.poll(() => page.getByTestId('inventory-save').isDisabled()).toBe(true);
    await page.getByTestId('inventory-capacity-1').fill('1850.5');
    expect(await page.getByTestId('inventory-total').textContent()).toBe('Total 1,850.5 t in 5 rooms');
    await page.getByTestId('inventory-save').click();
    await expect.poll(() => page.getByTestId('detail-list-thatMonthCategoryList').textContent()).toBe('This monthGoodsRoomsIn storeGarlic5 rooms1850.5 t');
    expect(await page.getByTestId('inventory-recorded').textContent()).toBe(`${monthName(thisMonth)} recorded`);
    expect(await page.getByTestId('inventory-this-total').textContent()).toBe('Total 1850.5 t in 5 rooms');
    const rows = query<{ coldStorageCategoryId: string; hole: number; capacity: number }>(
      suite.server.dataDir,
      'select coldStorageCategoryId, hole, capacity from cold_storage_inventory where coldStorageId = ? and storeMonth = ?',
      store.coldStorageAuthId,
      thisMonth,
    );
    expect(rows).toEqual([{ coldStorageCategoryId: '1', hole: 5, capacity: 1850.5 }]);
    await shot(page, 'cold-inventory-detail-en');
  });

  it('sees the store recorded in the list and the month in the statistics', async () => {
    await page.goto(`${suite.server.url}/#/pages/agent/inventory/inventory-list`);
    const card = page.getByTestId('list-item').filter({ hasText: store.name });
    await expect.poll(() => card.getByTestId('inventory-status').textContent()).toBe('Recorded');
    expect(await card.getByTestId('inventory-latest').textContent()).toBe(`Latest: ${monthName(thisMonth)}, 1850.5 t`);
    await page.goto(`${suite.server.url}/#/pages/agent/inventory/inventory`);
    await expect.poll(() => page.getByTestId('inventory-month').textContent()).toBe(monthName(thisMonth));
    await expect.poll(() => page.getByTestId('inventory-store-table').textContent()).toContain(`${store.name}1850.5 t`);
    // Goods by their English names, and the season's peak with its month (decision 0155).
    await expect.poll(() => page.getByTestId('inventory-goods-table').textContent()).toContain('Garlic');
    expect(await page.getByTestId('inventory-peak').textContent()).toMatch(/^Season peak[\d.,]+k? tin [A-Z][a-z]{2} \d{4}$/);
    await shot(page, 'cold-inventory-en');
  });

  it('reads the statistics in Chinese', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    const agent = one<{ phone: string }>(suite.server.dataDir, `select phone from front_user where roles like '%agent%' order by wxOpenid limit 1`);
    await signIn(zh.page, suite.server.url, agent.phone);
    await zh.page.goto(`${suite.server.url}/#/pages/agent/inventory/inventory`);
    await expect.poll(() => zh.page.getByTestId('inventory-month').textContent()).toBe(`${thisMonth.slice(0, 4)}年${Number(thisMonth.slice(5))}月`);
    await zh.page.getByTestId('inventory-month-previous').click();
    await expect.poll(() => zh.page.getByTestId('inventory-goods-table').textContent()).toContain('大蒜');
    await shot(zh.page, 'cold-inventory-zh');
    await zh.page.goto(`${suite.server.url}/#/pages/agent/inventory/inventory-list`);
    await expect.poll(() => zh.page.getByTestId('inventory-status').first().textContent()).toMatch(/^(已填报|待填报)$/);
    expect(await zh.page.getByTestId('list-item').first().textContent()).toContain('金乡县');
    await shot(zh.page, 'cold-inventory-list-zh');
    await zh.page.getByTestId('list-item').first().click();
    await expect.poll(() => zh.page.getByTestId('detail-list-lastMonthCategoryList').textContent()).toContain('大蒜');
    await shot(zh.page, 'cold-inventory-detail-zh');
    await zh.page.goto(`${suite.server.url}/#/pages/agent/agent`);
    await zh.page.getByTestId('agent-summary').waitFor();
    await shot(zh.page, 'cold-agent-centre-zh');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
