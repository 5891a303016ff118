import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { shot } from './helpers/charts.ts';
import { query } from './helpers/cold-storage.ts';
import { serverAndBrowser } from './helpers/suite.ts';

// Issue 14 point 4, decision 0137: places that records store by division code and Chinese name read
// in English on English pages (the division data's names), and stay Chinese on Chinese ones.

const suite = serverAndBrowser();
const HAN = /\p{Script=Han}/u;
type Row = Record<string, string | null>;

let en: Page;
let enErrors: string[];
let zh: Page;
let zhErrors: string[];

beforeAll(async () => {
  ({ page: en, errors: enErrors } = await phonePage(suite.browser, 'en-US'));
  ({ page: zh, errors: zhErrors } = await phonePage(suite.browser, 'zh-CN'));
});

afterAll(async () => {
  await en.context().close();
  await zh.context().close();
});

/** The division table's English name of a code. */
function english(code: string | null | undefined): string {
  const [row] = query<{ nameEn: string | null }>(suite.server.dataDir, 'select nameEn from division where code = ?', code);
  if (!row?.nameEn) throw new Error(`division ${code} has no English name`);
  return row.nameEn;
}

/** The first row a query finds in the server's database. */
function first(sql: string): Row {
  const [row] = query<Row>(suite.server.dataDir, sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const detailUrl = (route: string, params: Record<string, unknown>) => `${suite.server.url}/#${route}?params=${encodeURIComponent(JSON.stringify(params))}`;

const fieldValue = (page: Page, field: string) => page.getByTestId(`detail-field-${field}`).locator('td').textContent();

/** Opens a detail page in both languages: each place field in English from its code, and the stored name in Chinese. */
async function checkDetail(route: string, params: Record<string, unknown>, row: Row, places: [code: string, name: string][]) {
  await en.goto(detailUrl(route, params));
  for (const [code, name] of places) {
    await expect.poll(() => fieldValue(en, name), { message: `${route} ${name}` }).toBe(english(row[code]!));
    expect(await fieldValue(en, name)).not.toMatch(HAN);
  }
  await zh.goto(detailUrl(route, params));
  for (const [, name] of places) await expect.poll(() => fieldValue(zh, name), { message: `${route} ${name} (zh)` }).toBe(row[name]);
}

/**
 * The lines of a list's cards that name a place: each card's line holding the English name of its
 * row's place (rows as the list's call answered them, in order) has no Han character in it.
 */
async function checkCards(path: string, call: string, place: (row: Row) => string): Promise<number> {
  const reply = en.waitForResponse((r) => r.url().includes(call));
  await en.goto(`${suite.server.url}/#${path}`);
  const rows = ((await (await reply).json()) as { data: Row[] }).data.slice(0, 5);
  expect(rows.length).toBeGreaterThan(0);
  const cards = en.getByTestId('list-item');
  for (const [i, row] of rows.entries()) {
    const want = place(row);
    const lines = () => cards.nth(i).locator('p, span').allTextContents();
    await expect.poll(async () => (await lines()).some((l) => l.includes(want)), { message: `${path} card ${i}: ${want}` }).toBe(true);
    for (const line of (await lines()).filter((l) => l.includes(want))) expect(line).not.toMatch(HAN);
  }
  return rows.length;
}

describe('place names on English pages', () => {
  it("a trade post's origin: detail and cards", async () => {
    const post = first("select * from buy_sell where publishStatus = '1' and transactionType = '2' and goodsTownshipCode <> '' order by publishTime desc");
    await checkDetail('/pages/transaction/transaction-detail', { buySellId: post.buySellId }, post, [
      ['goodsProvinceCode', 'goodsProvince'],
      ['goodsProductionAreaCode', 'goodsProductionArea'],
      ['goodsTownshipCode', 'goodsTownship'],
    ]);
    await shot(en, 'english-places-trade-detail');
    await checkCards('/pages/transaction/sale-list', '/v1/buy-sell/findByPage', (r) => english(r.goodsProductionAreaCode!));
  });

  it("a broker's place: detail and cards", async () => {
    const broker = first("select * from broker where reviewStatus = '1' order by updateTime desc");
    await checkDetail('/pages/agent/agent-detail', { brokerId: broker.brokerId }, broker, [
      ['provinceCode', 'provinceName'],
      ['cityCode', 'cityName'],
      ['countyCode', 'countyName'],
    ]);
    await checkCards('/pages/agent/index', '/v1/broker/findByPage', (r) => `${english(r.countyCode!)}, ${english(r.cityCode!)}`);
  });

  it("a cold-store rental's place: detail and cards", async () => {
    const rent = first("select * from cold_storage_rent where publishStatus = '1' and townCode <> '' order by publishTime desc");
    await checkDetail('/pages/cold-storage-apply/rent/rent-detail', { coldStorageRentId: rent.coldStorageRentId }, rent, [
      ['provinceCode', 'province'],
      ['cityCode', 'city'],
      ['countyCode', 'county'],
      ['townCode', 'town'],
    ]);
    await checkCards('/pages/cold-storage-apply/rent/rent-list', '/v1/cold-storage-rent/getByPage', (r) =>
      r.townCode ? `${english(r.townCode)}, ${english(r.countyCode!)}` : english(r.countyCode!),
    );
  });

  it("a seedling record's plot: detail and cards", async () => {
    const record = first('select * from seed_growth order by recordDate desc');
    const plot = ['streetCode', 'countyCode', 'cityCode', 'provinceCode'].flatMap((c) => (record[c] ? [english(record[c])] : [])).join(', ');
    await en.goto(detailUrl('/pages/database/seedling-detail', { id: record.id }));
    await expect.poll(() => fieldValue(en, 'fullAddr')).toBe(plot);
    await zh.goto(detailUrl('/pages/database/seedling-detail', { id: record.id }));
    await expect.poll(() => fieldValue(zh, 'fullAddr')).toBe(record.fullAddr);
    await checkCards('/pages/database/seedling-list', '/v1/seed-growth/findByPage', (r) => english(r.countyCode!));
  });

  it('a cold store on the map: its detail, the capacity by county and the newest rentals', async () => {
    const store = first("select * from cold_storage_auth where reviewStatus = '1' order by createTime desc");
    const where = `${english(store.countyCode)}, ${english(store.cityCode)}, ${english(store.provinceCode)}`;
    await en.goto(detailUrl('/pages/cold-storage-apply/map/cold-storage-detail', { coldStorageAuthId: store.coldStorageAuthId }));
    const row = (page: Page, label: string) =>
      page
        .getByTestId('detail-fields')
        .locator('tr')
        .filter({ has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) });
    // The region (in English for English readers) and the street address are two rows.
    const region = () => row(en, 'Region').locator('td').textContent();
    await expect.poll(region).toBe(where);
    expect(await row(en, 'Address').locator('td').textContent()).toBe(store.address);
    await en.setViewportSize({ width: 390, height: 844 });
    await shot(en, 'english-places-cold-detail');
    await zh.goto(detailUrl('/pages/cold-storage-apply/map/cold-storage-detail', { coldStorageAuthId: store.coldStorageAuthId }));
    const zhRegion = () => row(zh, '所在地区').locator('td').textContent();
    await expect.poll(zhRegion).toBe(`${store.province}${store.city}${store.county}`);
    expect(await row(zh, '地址').locator('td').textContent()).toBe(store.address);

    const byCounty = query<{ countyCode: string; county: string }>(suite.server.dataDir, 'select distinct countyCode, county from cold_storage_auth');
    await en.goto(`${suite.server.url}/#/pages/cold-storage-apply/cold-storage-apply`);
    await en.getByTestId('cold-by-county-row').first().waitFor();
    const chart = () => en.getByTestId('cold-by-county').textContent();
    for (const c of byCounty) await expect.poll(chart, { message: c.county }).toContain(english(c.countyCode));
    expect(await chart()).not.toMatch(HAN);
    await shot(en, 'english-places-cold-big-data');
    // The newest rentals' cards: place · tonnes, the place in English.
    const captions = en.getByTestId('cold-carousel').locator('[data-testid=list-item] .MuiTypography-body2');
    await expect.poll(() => captions.count()).toBeGreaterThan(0);
    await expect.poll(async () => (await captions.allTextContents()).filter((c) => HAN.test(c))).toEqual([]);
  });

  it('logged no errors', () => {
    expect(enErrors).toEqual([]);
    expect(zhErrors).toEqual([]);
  });
});
