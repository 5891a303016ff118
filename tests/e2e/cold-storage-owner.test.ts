import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';
import { chooseOption, fill, hashPath, pickDivision } from './helpers/form.ts';
import { one, query, signIn } from './helpers/cold-storage.ts';

// A 1x1 PNG: the server checks uploads by their content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const DEMO_PHONE = '13800138000';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
  await signIn(page, suite.server.url, DEMO_PHONE);
});

/**
 * Taps the location dialog's map `dx`, `dy` px from its centre, once Leaflet has made the map (the box
 * shows at once, the map and its tap handler only after the map settings call answers), until the
 * dialog has taken a point: on a loaded CI host a tap while the dialog was still opening was lost.
 */
async function tapMap(p: Page, dx = 0, dy = 0): Promise<void> {
  const map = p.getByTestId('location-map');
  await map.locator('.leaflet-container').waitFor();
  await expect
    .poll(
      async () => {
        const box = (await map.boundingBox())!;
        await p.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
        return p.getByTestId('location-confirm').isEnabled();
      },
      { timeout: 30_000, interval: 2000 },
    )
    .toBe(true);
}

const idOf = (p: Page, key: string) => JSON.parse(new URLSearchParams(new URL(p.url()).hash.split('?')[1]).get('params')!)[key] as string;

describe('an owner certifies a cold store', () => {
  it('starts from the certification intro', async () => {
    await page.goto(`${suite.server.url}/#/pages/agent/cold-storage-certification/cold-storage-certification`);
    await page.getByTestId('certify-action').click();
    await page.locator('#root_name').waitFor();
    expect(hashPath(page)).toBe('/pages/agent/cold-storage-certification/cold-storage-certification-add');
  });

  it('fills the form with the division picker, a point on the map and photos, and lands on the store', async () => {
    await fill(page, 'name', '金乡县羊山镇德丰冷藏有限公司');
    await fill(page, 'principal', '王德福');
    expect(await page.locator('#root_contactPhone').inputValue()).toBe(DEMO_PHONE);
    await pickDivision(page, 'province', 'Shandong', 'place');
    await pickDivision(page, 'city', 'Jining', 'place');
    await pickDivision(page, 'county', 'Jinxiang County', 'place');
    expect(await page.getByTestId('location-coordinates').textContent()).toBe('No point chosen yet');
    await page.getByTestId('location-choose').click();
    await tapMap(page, 20, -10);
    await expect.poll(() => page.getByTestId('place-address').textContent()).toContain('金乡县');
    await page.getByTestId('location-confirm').click();
    await expect.poll(() => page.getByTestId('location-coordinates').textContent()).toMatch(/^35\.\d{6}, 116\.\d{6} \(GCJ-02\)$/);
    await page.getByTestId('location-preview').locator('.gm-pin').waitFor();
    // The address was empty, so the place of the point filled it; the owner makes it exact.
    expect(await page.locator('#root_address').inputValue()).toContain('金乡县');
    await fill(page, 'address', '羊山镇工业园区德丰路6号');
    await chooseOption(page, 'type', 'Steel-frame cold store');
    await chooseOption(page, 'storageAgeId', '1–3 years');
    await fill(page, 'fixedCapacity', '8400');
    await fill(page, 'fixedHole', '24');
    await page.getByLabel('Garlic', { exact: true }).check();
    await page.getByLabel('Peeled cloves').check();
    await page.getByTestId('upload-doorFiles').getByTestId('upload-input').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('upload-doorFiles').getByTestId('upload-item').waitFor();
    await page.getByTestId('upload-interiorFiles').getByTestId('upload-input').setInputFiles({ name: 'inside.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('upload-interiorFiles').getByTestId('upload-item').waitFor();
    // The credit code is checked to its check character in the form, as on the server.
    await fill(page, 'creditCode', '91350100M000100Y44');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.locator('form').textContent()).toContain('Unified social credit code is not a valid unified social credit code');
    expect(hashPath(page)).toBe('/pages/agent/cold-storage-certification/cold-storage-certification-add');
    await fill(page, 'creditCode', '91350100M000100Y43');
    await expect.poll(() => page.locator('form').textContent()).not.toContain('is not a valid unified social credit code');
    await shot(page, 'cold-certify-form-en');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/cold-storage-detail'));
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe('金乡县羊山镇德丰冷藏有限公司');
    expect(await page.getByTestId('detail-highlight').textContent()).toBe('8400 t · 24 rooms');
    expect(await page.getByTestId('detail-fields').textContent()).toContain('Garlic, Peeled cloves');
    expect(await page.getByTestId('detail-images').locator('img').count()).toBe(2);
    const stored = one<{ countyCode: string; cityCode: string; latitude: number; longitude: number; doorFiles: string; creditCode: string }>(
      suite.server.dataDir,
      'select * from cold_storage_auth where name = ?',
      '金乡县羊山镇德丰冷藏有限公司',
    );
    expect(stored.creditCode).toBe('91350100M000100Y43');
    expect(stored.countyCode).toBe('370828');
    expect(stored.cityCode).toBe('3708');
    expect(stored.latitude).toBeGreaterThan(34.9);
    expect(JSON.parse(stored.doorFiles)).toHaveLength(1);
  });

  it('finds it first in my cold storage, and edits it as its owner', async () => {
    await page.goto(`${suite.server.url}/#/pages/user/my-cold-storage-list`);
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).toContain('金乡县羊山镇德丰冷藏有限公司');
    await shot(page, 'cold-my-list-en');
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('detail-heading').waitFor();
    await page.getByTestId('detail-edit').click();
    await expect.poll(() => page.locator('#root_name').inputValue()).toBe('金乡县羊山镇德丰冷藏有限公司');
    await fill(page, 'fixedHole', '26');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/cold-storage-detail'));
    await expect.poll(() => page.getByTestId('detail-highlight').textContent()).toBe('8400 t · 26 rooms');
  });
});

describe('an owner publishes, edits, unshelves and deletes a rental', () => {
  let rentId = '';

  it('publishes a rental with its place and point', async () => {
    await page.goto(`${suite.server.url}/#/pages/cold-storage-apply/rent/rent-add`);
    await page.locator('#root_title').waitFor();
    await page.getByLabel('For rent').check();
    await fill(page, 'title', '羊山镇德丰冷库出租1200吨');
    await fill(page, 'rentPrice', '190');
    await page.getByLabel('Racked rooms').check();
    await fill(page, 'fixedCapacity', '1200');
    await fill(page, 'fixedHole', '3');
    await pickDivision(page, 'province', 'Shandong', 'place');
    await pickDivision(page, 'city', 'Jining', 'place');
    await pickDivision(page, 'county', 'Jinxiang County', 'place');
    await pickDivision(page, 'street', 'Yangshan Town', 'place');
    await page.getByTestId('location-choose').click();
    await tapMap(page);
    await page.getByTestId('location-confirm').click();
    expect(await page.locator('#root_contacts').inputValue()).toBe('蒜农老王');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/rent/rent-detail'));
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe('For rent · 羊山镇德丰冷库出租1200吨');
    expect(await page.getByTestId('detail-highlight').textContent()).toBe('190 yuan/t a season');
    rentId = idOf(page, 'coldStorageRentId');
    expect(one<{ town: string }>(suite.server.dataDir, 'select town from cold_storage_rent where coldStorageRentId = ?', rentId).town).toBe('羊山镇');
  });

  it('edits it through the same page opened with the listing', async () => {
    await page.getByTestId('detail-action-edit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/rent/rent-add'));
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe('羊山镇德丰冷库出租1200吨');
    expect(await page.getByTestId('division-place-street').inputValue()).toBe('370828101');
    await fill(page, 'rentPrice', '175');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/rent/rent-detail'));
    await expect.poll(() => page.getByTestId('detail-highlight').textContent()).toBe('175 yuan/t a season');
    expect(query(suite.server.dataDir, 'select coldStorageRentId from cold_storage_rent where title = ?', '羊山镇德丰冷库出租1200吨')).toHaveLength(1);
  });

  it('takes it off shelf: gone from the public list, still in my cold storage', async () => {
    await page.getByTestId('detail-action-unshelve').click();
    await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain('Off shelf');
    await page.goto(`${suite.server.url}/#/pages/cold-storage-apply/rent/rent-list`);
    await page.getByTestId('list-item').first().waitFor();
    expect(await page.locator('body').textContent()).not.toContain('羊山镇德丰冷库出租1200吨');
    await page.goto(`${suite.server.url}/#/pages/user/my-cold-storage-list`);
    await page.getByTestId('tab-view-1').click();
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).toContain('羊山镇德丰冷库出租1200吨');
    expect(await page.getByTestId('list-item').first().textContent()).toContain('Off shelf');
  });

  it('deletes it', async () => {
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('detail-action-delete').click();
    await page.getByRole('button', { name: 'Delete' }).last().click();
    await expect.poll(() => query(suite.server.dataDir, 'select * from cold_storage_rent where coldStorageRentId = ?', rentId).length).toBe(0);
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});

describe('an owner adds a store to the map, and deletes the certified one', () => {
  it('adds a store on the map and lands on its entry, marked as added on the map', async () => {
    // A fresh document: the page above may still be going back after its delete, which would leave the form.
    await page.goto('about:blank');
    await page.goto(`${suite.server.url}/#/pages/cold-storage-apply/map/add`);
    await page.locator('#root_name').waitFor();
    await fill(page, 'name', '金乡县鸡黍镇老李冷库');
    await fill(page, 'principal', '李老汉');
    await pickDivision(page, 'province', 'Shandong', 'place');
    await pickDivision(page, 'city', 'Jining', 'place');
    await pickDivision(page, 'county', 'Jinxiang County', 'place');
    await page.getByTestId('location-choose').click();
    await tapMap(page);
    await page.getByTestId('location-confirm').click();
    await fill(page, 'address', '鸡黍镇西街18号');
    await page.getByTestId('form-submit').click();
    // The new entry's id travels as the detail's coldStorageAuthId (form then.param).
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/cold-storage-detail'));
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe('金乡县鸡黍镇老李冷库');
    await expect.poll(() => page.getByTestId('detail-kind').textContent()).toBe('Added on the map');
    expect(await page.getByTestId('detail-highlight').count()).toBe(0);
    // The English place name fills in after the entry, when the place names' call answers.
    await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain('RegionJinxiang County');
    expect(await page.getByTestId('detail-delete').count()).toBe(0);
    expect(idOf(page, 'coldStorageAuthId')).toBe(
      one<{ id: string }>(suite.server.dataDir, 'select coldStorageApplyId as id from cold_storage_apply where name = ?', '金乡县鸡黍镇老李冷库').id,
    );
  });

  it('deletes the certified store from its entry, after saying yes', async () => {
    await page.goto(`${suite.server.url}/#/pages/user/my-cold-storage-list`);
    await page.getByTestId('tab-view-0').click();
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).toContain('金乡县羊山镇德丰冷藏有限公司');
    await page.getByTestId('list-item').first().click();
    await expect.poll(() => page.getByTestId('detail-kind').textContent()).toBe('Awaiting certification');
    await shot(page, 'cold-detail-owner-en');
    await page.getByTestId('detail-delete').click();
    await page.getByRole('button', { name: 'Delete' }).last().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/my-cold-storage-list'));
    expect(query(suite.server.dataDir, 'select * from cold_storage_auth where name = ?', '金乡县羊山镇德丰冷藏有限公司')).toHaveLength(0);
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
