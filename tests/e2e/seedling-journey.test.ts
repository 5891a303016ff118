import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { chooseOption, fill, hashPath, pickDivision } from './helpers/form.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];
const TITLE = `E2E 胡集镇苗情 ${Date.now() % 100000}`;

/** A real PNG: a 48×48 square of garlic-leaf green, for the photo upload. */
function greenPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const size = 48;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // 8 bits
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0x4c, 0x8c, 0x3a]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

// One grower's visit to a plot, in order: each step starts where the previous one left the app.
describe('a signed-in grower records a seedling visit with a photo', () => {
  it('signs in on the way to add-seedling and comes back to the form', async () => {
    await page.goto(`${suite.server.url}/#/pages/database/add-seedling`);
    await page.getByTestId('login-phone').waitFor();
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/add-seedling'));
    await page.locator('#root_title').waitFor();
  });

  it('is told the plot is missing, picks it province → town, then saves the record with a photo', async () => {
    await fill(page, 'title', TITLE);
    await chooseOption(page, 'stageType', 'Seedling');
    await fill(page, 'height', '18.4');
    await fill(page, 'leafAgeList', '4, 4.5, 4');
    await chooseOption(page, 'weather', 'Sunny');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.getByTestId('division-plot').textContent()).toMatch(/required/i);
    expect(hashPath(page)).toBe('/pages/database/add-seedling');
    await pickDivision(page, 'province', 'Shandong', 'plot');
    await pickDivision(page, 'city', 'Jining', 'plot');
    await pickDivision(page, 'county', 'Jinxiang County', 'plot');
    await pickDivision(page, 'street', 'Huji Town', 'plot');

    const uploaded = page.waitForResponse((r) => r.url().includes('/api/file/upload') || r.url().includes('/upload'));
    await page.getByTestId('upload-fieldImgs').getByTestId('upload-input').setInputFiles({ name: 'plot.png', mimeType: 'image/png', buffer: greenPng() });
    await uploaded;
    await expect.poll(() => page.getByTestId('upload-fieldImgs').getByTestId('upload-item').count()).toBe(1);
    await page.getByTestId('upload-fieldImgs').scrollIntoViewIfNeeded();
    await shot(page, 'database-add-seedling');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/seedling-detail'), undefined);
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe(TITLE);
    expect(await page.getByTestId('detail-highlight').textContent()).toMatch(/ · Seedling$/);
    await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain('Huji Town, Jinxiang County, Jining, Shandong');
    const fields = await page.getByTestId('detail-fields').textContent();
    expect(fields).toContain('18.4 cm');
    await expect.poll(() => page.getByTestId('detail-images').locator('img').count()).toBe(1);
    await shot(page, 'database-added-seedling', { fullPage: true });
  });

  it('finds it first in the seedling list and opens it', async () => {
    await page.goto(`${suite.server.url}/#/pages/database/seedling-list`);
    const first = page.getByTestId('list-item').first();
    await expect.poll(() => first.textContent()).toContain(TITLE);
    expect(await first.textContent()).toContain('18.4 cm');
    expect(await first.locator('img').count()).toBe(1);
    await first.click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/seedling-detail'));
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe(TITLE);
  });

  it("sees it in the plot's growth, photo included", async () => {
    await page.getByTestId('seedling-growth-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/seedling-data'));
    await expect.poll(() => page.getByTestId('seedling-photo').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByTestId('seedling-changes').textContent()).toContain('Height');
    await shot(page, 'database-added-seedling-growth', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
