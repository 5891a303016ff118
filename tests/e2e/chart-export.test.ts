import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { chartsDrawn, scrollNear, shot, texts } from './helpers/charts.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';

const suite = serverAndBrowser();
const PRICE_PAGE = '/#/pages/garlic-price/garlic-price';
const JINXIANG = '370828';
const PIZHOU = '320382';
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

type Day = { priceDate: string; avgPrice: number };
async function days(regionId: string, goodsId: string): Promise<Day[]> {
  const reply = await fetch(`${suite.server.url}/api/v1/price-analyse/queryDayChart?regionId=${regionId}&goodsId=${goodsId}`);
  return ((await reply.json()) as { data: { days: Day[] } }).data.days;
}

/** Saves a file through a card's toolbar button and returns its name and bytes. */
async function save(card: Locator, button: 'chart-csv' | 'chart-png'): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([card.page().waitForEvent('download'), card.getByTestId(button).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** The CSV's rows, after its byte order mark (cells hold no commas or quotes here). */
const csvRows = (bytes: Buffer) =>
  bytes
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const comparedLines = (card: Locator) => card.locator('svg path.MuiLineChart-line, svg .MuiLineElement-root').count();

describe('compare and keep at 390x844', () => {
  it('compares two markets in one chart and saves its figures as CSV and the chart as PNG', async () => {
    await page.goto(`${suite.server.url}${PRICE_PAGE}`);
    await chartsDrawn(page, 2);
    await scrollNear(page, 'price-compare');
    const card = page.getByTestId('price-compare');
    await expect.poll(() => texts(page, 'compare-line')).toEqual(['Jinxiang Hybrid garlic']);
    await expect.poll(() => comparedLines(card)).toBe(1);

    await page.getByTestId('compare-market').click();
    await page.getByTestId(`compare-market-${PIZHOU}`).click();
    await page.getByTestId('compare-add').click();
    await expect.poll(() => texts(page, 'compare-line')).toEqual(['Jinxiang Hybrid garlic', 'Pizhou Hybrid garlic']);
    await expect.poll(() => comparedLines(card)).toBe(2);
    expect(await card.textContent()).toContain('Pizhou Hybrid garlic');
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'compare-two-markets');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The CSV: byte order mark, the header in English, a row per day either market quoted, the API's figures.
    const csv = await save(card, 'chart-csv');
    expect(csv.name).toBe('Compare markets and grades.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(csv.bytes);
    expect(header).toEqual(['Date', 'Jinxiang Hybrid garlic', 'Pizhou Hybrid garlic']);
    const [jinxiang, pizhou] = [await days(JINXIANG, '1'), await days(PIZHOU, '1')];
    const dates = [...new Set([...jinxiang, ...pizhou].map((d) => d.priceDate))].sort();
    const cell = (list: Day[], date: string) => {
      const day = list.find((d) => d.priceDate === date);
      return day ? String(day.avgPrice) : '';
    };
    expect(rows).toEqual(dates.map((date) => [date, cell(jinxiang, date), cell(pizhou, date)]));
    expect(rows.length).toBeGreaterThanOrEqual(20);

    // The PNG: a picture of the card's chart at twice its size, under the title and legend.
    const png = await save(card, 'chart-png');
    expect(png.name).toBe('Compare markets and grades.png');
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const size = pngSize(png.bytes);
    expect(size.width).toBeGreaterThanOrEqual(640);
    expect(size.height).toBeGreaterThanOrEqual(2 * 260);
    expect(png.bytes.length).toBeGreaterThan(10_000);
    mkdirSync('.tmp/e2e', { recursive: true });
    writeFileSync('.tmp/e2e/compare-export.png', png.bytes); // to look at

    // Removing a line leaves the other.
    await card.getByTestId('compare-remove').first().click();
    await expect.poll(() => texts(page, 'compare-line')).toEqual(['Pizhou Hybrid garlic']);
    expect(errors).toEqual([]);
  });

  it("every chart card has the toolbar: the 30-day chart's CSV holds its high, average and low", async () => {
    await page.goto(`${suite.server.url}${PRICE_PAGE}`);
    await chartsDrawn(page, 2);
    const card = page.getByTestId('chart-card').first();
    const csv = await save(card, 'chart-csv');
    expect(csv.name).toBe('Price, last 30 days.csv');
    const [header, ...rows] = csvRows(csv.bytes);
    expect(header).toEqual(['Date', 'High', 'Average', 'Low']);
    const jinxiang = await days(JINXIANG, '1');
    expect(rows.map((r) => [r[0], Number(r[2])])).toEqual(jinxiang.map((d) => [d.priceDate, d.avgPrice]));

    await page.goto(`${suite.server.url}/#/pages/walk-quantity/index`);
    await chartsDrawn(page, 2);
    const cards = page.getByTestId('chart-card');
    // A card's toolbar comes one render after its chart has drawn (the chart registers its figures then).
    await expect.poll(() => cards.filter({ has: page.getByTestId('chart-csv') }).count()).toBeGreaterThanOrEqual(2);
    const walk = await save(cards.filter({ has: page.getByTestId('chart-csv') }).first(), 'chart-csv');
    const [walkHeader, ...walkRows] = csvRows(walk.bytes);
    expect(walkHeader!.length).toBeGreaterThanOrEqual(2);
    expect(walkRows.length).toBeGreaterThan(0);
    expect(walkRows.every((r) => r.slice(1).every((v) => v === '' || Number.isFinite(Number(v))))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reads in Chinese: the CSV header is Chinese', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    await zh.page.goto(`${suite.server.url}${PRICE_PAGE}`);
    await chartsDrawn(zh.page, 2);
    await scrollNear(zh.page, 'price-compare');
    const card = zh.page.getByTestId('price-compare');
    await zh.page.getByTestId('compare-market').click();
    await zh.page.getByTestId(`compare-market-${PIZHOU}`).click();
    await zh.page.getByTestId('compare-add').click();
    await expect.poll(() => comparedLines(card)).toBe(2);
    await card.scrollIntoViewIfNeeded();
    await shot(zh.page, 'compare-two-markets-zh');
    const csv = await save(card, 'chart-csv');
    expect(csv.name).toBe('产区、规格价格对比.csv');
    expect(csvRows(csv.bytes)[0]).toEqual(['日期', '金乡杂交蒜', '邳州杂交蒜']);
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
