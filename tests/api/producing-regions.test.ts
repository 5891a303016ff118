import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';

let app: App;
let empty: App;
beforeAll(async () => {
  app = await startTestApp();
  empty = await startTestApp();
  // [goodsId (variety), regionId]: hybrid in Jinxiang (twice) and Qixian, pure white in Pizhou, solo in Heqing.
  const quotes: [string, string, string][] = [
    ['2026-11-19', '1', '370828'],
    ['2026-11-20', '1', '370828'],
    ['2026-11-20', '1', '410221'],
    ['2026-11-20', '2', '320382'],
    ['2026-11-20', '7', '532932'],
  ];
  await app.services.db
    .insertInto('price')
    .values(
      quotes.map(([date, goodsId, regionId]) => ({
        priceId: `${date}|${regionId}|${goodsId}|1`,
        priceDate: date,
        priceYear: 2026,
        priceMonth: 11,
        priceDay: Number(date.slice(8)),
        batchNum: date.replaceAll('-', ''),
        regionId,
        goodsId,
        specsId: '1',
        avgPrice: 2,
        maxPrice: 2.1,
        minPrice: 1.9,
      })),
    )
    .execute();
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

type Node = { code: string; name: string; level: string; children?: Node[]; regionId?: string; regionName?: string; regionNameEn?: string };

describe('GET /v1/region_divide/getAllAsTree', () => {
  it('puts each producing region of the region dictionary at its county, under its city and province', async () => {
    const reply = await get(app, '/v1/region_divide/getAllAsTree');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    const tree = reply.body.data as Node[];
    const path = (county: string) => {
      for (const p of tree)
        for (const c of p.children ?? [])
          for (const k of c.children ?? []) if (k.code === county) return [p.name, c.name, k.name, k.regionName, k.regionNameEn];
      return undefined;
    };
    expect(path('370828')).toEqual(['山东省', '济宁市', '金乡县', '金乡', 'Jinxiang']);
    expect(path('370116')).toEqual(['山东省', '济南市', '莱芜区', '莱芜', 'Laiwu']);
    expect(path('371324')).toEqual(['山东省', '临沂市', '兰陵县', '兰陵', 'Lanling']);
    expect(path('320382')).toEqual(['江苏省', '徐州市', '邳州市', '邳州', 'Pizhou']);
    expect(path('410221')).toEqual(['河南省', '开封市', '杞县', '杞县', 'Qixian']);
    expect(path('410122')).toEqual(['河南省', '郑州市', '中牟县', '中牟', 'Zhongmou']);
    expect(path('532932')).toEqual(['云南省', '大理白族自治州', '鹤庆县', '鹤庆', 'Heqing']);
    expect(path('130408')).toEqual(['河北省', '邯郸市', '永年区', '永年', 'Yongnian']);
    // Provinces and cities in code order; Shandong's three cities each hold one region.
    expect(tree.map((p) => p.code)).toEqual(['13', '32', '37', '41', '53']);
    expect(tree[2]).toMatchObject({ code: '37', level: 'province', children: [{ code: '3701', level: 'city' }, { code: '3708' }, { code: '3713' }] });
    expect(tree[2]!.children![1]!.children![0]).toEqual({
      code: '370828',
      name: '金乡县',
      level: 'county',
      regionId: '370828',
      regionName: '金乡',
      regionNameEn: 'Jinxiang',
    });
  });
});

describe('GET /v1/operate-goods/goods-region', () => {
  it('lists each quoted variety with the regions quoting it, in dictionary order', async () => {
    const reply = await get(app, '/v1/operate-goods/goods-region');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const jinxiang = {
      regionId: '370828',
      regionName: '金乡',
      regionNameEn: 'Jinxiang',
      province: { code: '37', name: '山东省' },
      city: { code: '3708', name: '济宁市' },
      county: { code: '370828', name: '金乡县' },
    };
    expect(reply.body.data).toEqual([
      {
        goodsId: '1',
        goodsName: '杂交蒜',
        goodsNameEn: 'Hybrid garlic',
        regions: [
          jinxiang,
          {
            regionId: '410221',
            regionName: '杞县',
            regionNameEn: 'Qixian',
            province: { code: '41', name: '河南省' },
            city: { code: '4102', name: '开封市' },
            county: { code: '410221', name: '杞县' },
          },
        ],
      },
      {
        goodsId: '2',
        goodsName: '纯白蒜',
        goodsNameEn: 'Pure white garlic',
        regions: [
          {
            regionId: '320382',
            regionName: '邳州',
            regionNameEn: 'Pizhou',
            province: { code: '32', name: '江苏省' },
            city: { code: '3203', name: '徐州市' },
            county: { code: '320382', name: '邳州市' },
          },
        ],
      },
      {
        goodsId: '7',
        goodsName: '独头蒜',
        goodsNameEn: 'Solo garlic',
        regions: [
          {
            regionId: '532932',
            regionName: '鹤庆',
            regionNameEn: 'Heqing',
            province: { code: '53', name: '云南省' },
            city: { code: '5329', name: '大理白族自治州' },
            county: { code: '532932', name: '鹤庆县' },
          },
        ],
      },
    ]);
  });

  it('is empty before any price is quoted', async () => {
    expect((await get(empty, '/v1/operate-goods/goods-region')).body.data).toEqual([]);
  });
});

describe('GET /v1/front_user/user_region', () => {
  it("gives the signed-in user's region with its province, city and county, null before one is chosen", async () => {
    const user = await registerUser(app);
    const before = await get(app, '/v1/front_user/user_region', {}, user.accessToken);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body.data).toBeNull();
    expect((await post(app, '/v1/front_user/update', { regionId: '370116' }, user.accessToken)).status).toBe(200);
    const after = await get(app, '/v1/front_user/user_region', {}, user.accessToken);
    expect(after.body.data).toEqual({
      regionId: '370116',
      regionName: '莱芜',
      regionNameEn: 'Laiwu',
      province: { code: '37', name: '山东省' },
      city: { code: '3701', name: '济南市' },
      county: { code: '370116', name: '莱芜区' },
    });
  });

  it('401 SEC_401 when signed out', async () => {
    const reply = await get(app, '/v1/front_user/user_region');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ success: false, code: 'SEC_401' });
  });
});
