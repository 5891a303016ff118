import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { seedDefaultMenu } from '../../src/server/seed/default-menu.ts';

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const menuIds = (rows: { menuId: string }[]) => rows.map((r) => r.menuId);
const menuRow = (menuId: string, section: string, sort: number, fields: Record<string, unknown> = {}) => ({
  menuId,
  section,
  sort,
  title: '官方价格',
  titleEn: 'Prices',
  icon: '/media/menu/prices.svg',
  route: '/pages/garlic-price/garlic-price',
  params: null,
  home: 0,
  publishStatus: '1',
  ...fields,
});

describe('/v1/menu/info', () => {
  it('serves the default menu an empty table starts with: 25 entries by section and order, 11 on the home grid', async () => {
    const reply = await get(app, '/v1/menu/info');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const rows = reply.body.data as { menuId: string; section: string; home: boolean; route: string; titleEn: string }[];
    expect(rows).toHaveLength(25);
    expect(rows.slice(0, 3).map((r) => [r.menuId, r.section, r.titleEn])).toEqual([
      ['m-prices', '1', 'Prices'],
      ['m-overview', '1', 'Overview'],
      ['m-walk', '1', 'Shipments'],
    ]);
    expect(rows.map((r) => r.section)).toEqual([...rows.map((r) => r.section)].sort());
    expect(rows.filter((r) => r.home)).toHaveLength(11);
    expect(rows.every((r) => r.route.startsWith('/pages/'))).toBe(true);
    expect(rows.find((r) => r.menuId === 'm-moa')).toMatchObject({ route: '/pages/webview', params: { url: 'https://www.moa.gov.cn/' } });
  });

  it('leaves an operator menu alone on the next start', async () => {
    expect(await seedDefaultMenu(app.services.db)).toBe(0);
  });

  it('serves what is stored: shown entries only, by section then order, params as objects', async () => {
    const db = app.services.db;
    await db.deleteFrom('menu').execute();
    await db
      .insertInto('menu')
      .values([
        menuRow('a', '2', 5),
        menuRow('b', '1', 20, { home: 1 }),
        menuRow('c', '1', 10, { publishStatus: '0' }),
        menuRow('d', '1', 30, { route: '/pages/webview', params: JSON.stringify({ url: 'https://www.moa.gov.cn/' }) }),
      ])
      .execute();
    const rows = (await get(app, '/v1/menu/info')).body.data;
    expect(menuIds(rows)).toEqual(['b', 'd', 'a']);
    expect(rows[0]).toMatchObject({ home: true, params: null });
    expect(rows[1].params).toEqual({ url: 'https://www.moa.gov.cn/' });
  });

  it('takes an operator menu from CSV, JSON params included, and refuses a bad row whole', async () => {
    const db = app.services.db;
    const csv = [
      'menuId,title,titleEn,icon,route,params,section,home,sort',
      'e,冷库出租,Rentals,/media/menu/rent.svg,/pages/cold-storage-apply/rent/rent-list,"{""regionId"":""370828""}",3,yes,1',
    ].join('\n');
    expect(await importCsv(db, 'menu', csv)).toMatchObject({ ok: true, loaded: 1 });
    const rows = (await get(app, '/v1/menu/info')).body.data;
    expect(rows.find((r: { menuId: string }) => r.menuId === 'e')).toMatchObject({
      section: '3',
      home: true,
      params: { regionId: '370828' },
      publishStatus: '1',
    });
    const bad = await importCsv(db, 'menu', `${csv.split('\n')[0]}\nf,论坛,Forum,javascript:alert(1),/pages/forum/forum-list,,4,no,1`);
    expect(bad.ok).toBe(false);
    expect(bad.problems[0]!.message).toContain('icon');
  });
});

describe('/v1/banner/getBannerByType', () => {
  beforeAll(async () => {
    const banner = (bannerId: string, bannerType: string, sort: number, publishStatus = '1') => ({
      bannerId,
      bannerType,
      sort,
      publishStatus,
      title: '产地价格 每日发布',
      titleEn: 'Origin prices, every day',
      subtitle: null,
      subtitleEn: null,
      imagePath: '/media/banners/prices.svg',
      route: '/pages/garlic-price/garlic-price',
      params: null,
    });
    await app.services.db
      .insertInto('banner')
      .values([banner('x', '1', 20), banner('y', '1', 10), banner('z', '2', 10), banner('w', '1', 5, '0')])
      .execute();
  });

  it('answers the shown banners of one placement in their order', async () => {
    const home = await get(app, '/v1/banner/getBannerByType', { bannerType: '1' });
    expect(home.body.data.map((b: { bannerId: string }) => b.bannerId)).toEqual(['y', 'x']);
    expect(home.body.data[0]).toMatchObject({
      titleEn: 'Origin prices, every day',
      imagePath: '/media/banners/prices.svg',
      route: '/pages/garlic-price/garlic-price',
    });
    expect(home.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect((await get(app, '/v1/banner/getBannerByType', { bannerType: '2' })).body.data.map((b: { bannerId: string }) => b.bannerId)).toEqual(['z']);
  });

  it.each([
    [{}, 'bannerType is required'],
    [{ bannerType: '3' }, 'bannerType must be one of'],
  ])('refuses %j naming the field', async (query, message) => {
    const reply = await get(app, '/v1/banner/getBannerByType', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});
