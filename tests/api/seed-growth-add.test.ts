import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { termOf } from '../../src/shared/solar-terms.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';

const photo = { fileName: 'plot.jpg', filePath: '/files/2025/plot.jpg' };

/** A valid record of a visit to a plot in Hujin town; tests change one field at a time from here. */
function body(overrides: Record<string, unknown> = {}) {
  return {
    title: '金乡胡集镇立冬苗情',
    province: '山东省',
    provinceCode: '37',
    city: '济宁市',
    cityCode: '3708',
    county: '金乡县',
    countyCode: '370828',
    street: '胡集镇',
    streetCode: '370828102',
    address: '胡集镇苗情监测点2号田',
    recordDate: '2025-11-12',
    stageType: '2',
    emergenceRate: 93.5,
    headDiameter: 0.82,
    height: 18.6,
    rootSystem: 13.2,
    roots: 31,
    diameterList: '0.8，0.85 ,0.81',
    leafAgeList: '4,4.5, 4',
    unearthDate: '2025-10-09',
    weather: '1',
    surfaceTemp: 11.4,
    ground5Temp: 11.9,
    ground10Temp: 12.3,
    heightImgs: [photo],
    ...overrides,
  };
}

let app: App;
let token: string;
let userId: string;
beforeAll(async () => {
  app = await startTestApp();
  const signedIn = await registerUser(app);
  token = signedIn.accessToken;
  userId = signedIn.user.frontUserId;
});
afterAll(() => app.close());

describe('POST /v1/seed-growth/add', () => {
  it('refuses an anonymous caller with SEC_401 and writes nothing', async () => {
    const reply = await post(app, '/v1/seed-growth/add', body());
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ success: false, code: 'SEC_401' });
    expect((await get(app, '/v1/seed-growth/findByPage')).body.totalCount).toBe(0);
  });

  it('records the visit as the signed-in user, with the plot, term and region worked out by the server', async () => {
    const refused = await post(
      app,
      '/v1/seed-growth/add',
      body({ publishUserId: 'someone-else', fullAddr: '别处', solarTerm: '1', regionId: '532932' }),
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publishUserId is not a field of this call');
    const reply = await post(app, '/v1/seed-growth/add', body(), token);
    expect(reply.status).toBe(200);
    const row = reply.body.data;
    expect(row).toMatchObject({
      title: '金乡胡集镇立冬苗情',
      fullAddr: '山东省济宁市金乡县胡集镇',
      recordDate: '2025-11-12',
      solarTerm: '19', // 立冬 runs 2025-11-07 to 11-21
      solarTermName: '立冬',
      regionId: '370828',
      regionName: '金乡',
      publishUserId: userId,
      diameterList: '0.8, 0.85, 0.81',
      leafAgeList: '4, 4.5, 4',
      heightImgs: [photo],
      fieldImgs: [],
      boltingDate: null,
    });
    const opened = await get(app, '/v1/seed-growth/findById', { id: row.id });
    expect(opened.body.data).toEqual(row);
    const list = (await get(app, '/v1/seed-growth/findByPage')).body;
    expect(list.totalCount).toBe(1);
    expect(list.data[0].id).toBe(row.id);
    const stats = (await get(app, '/v1/seed-growth/tb-hb', { fullAddr: '山东省济宁市金乡县胡集镇', solar: '19' })).body.data;
    expect(stats.current).toMatchObject({ seasonYear: 2025, records: 1, measures: { height: 18.6, leafAge: 4.17 } }); // (4 + 4.5 + 4) / 3
  });

  it("dates a record without recordDate today in China, in today's term, and leaves out an unknown county's region", async () => {
    const reply = await post(
      app,
      '/v1/seed-growth/add',
      body({
        recordDate: undefined,
        unearthDate: undefined,
        city: '徐州市',
        province: '江苏省',
        provinceCode: '32',
        cityCode: '3203',
        county: '丰县',
        countyCode: '320321',
        street: undefined,
        streetCode: undefined,
      }),
      token,
    );
    expect(reply.status).toBe(200);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(reply.body.data).toMatchObject({
      recordDate: today,
      solarTerm: String(termOf(today).term),
      regionId: null,
      fullAddr: '江苏省徐州市丰县',
      street: null,
    });
  });

  it('refuses bad input with 400, naming the field, and writes nothing', async () => {
    const before = (await get(app, '/v1/seed-growth/findByPage')).body.totalCount;
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ title: undefined }, 'title is required'],
      [{ height: undefined }, 'height is required'],
      [{ provinceCode: '3' }, 'provinceCode must be the 2-digit province code'],
      [{ cityCode: '37080' }, 'cityCode must be the 4-digit city code'],
      [{ countyCode: '37082' }, 'countyCode must be the 6-digit county code'],
      [{ streetCode: '37082810' }, 'streetCode must be the 9-digit town code'],
      [{ cityCode: '4102' }, 'cityCode must start with the provinceCode 37 (got 4102)'],
      [{ countyCode: '370829', cityCode: '3708', streetCode: '370828102' }, 'streetCode must start with the countyCode 370829 (got 370828102)'],
      [{ street: undefined }, 'street is required with streetCode'],
      [{ countyCode: '370899', streetCode: undefined, street: undefined }, '370899 is not a county of China'],
      [{ streetCode: '370828999' }, '370828999 is not a town or street of China'],
      [{ stageType: '8' }, /^stageType must be one of 1, 2, 3, 4, 5, 6, 7$/],
      [{ emergenceRate: 101 }, 'emergenceRate must be <= 100'],
      [{ diameterList: '0.8; 0.9' }, 'diameterList must be up to 30 diameters in cm, separated by commas (4.2, 4.5)'],
      [{ recordDate: '2099-01-01' }, /^recordDate must not be after today/],
      [{ unearthDate: '2025-11-20' }, 'unearthDate must not be after recordDate (2025-11-12)'],
      [{ heightImgs: [{ fileName: 'x.jpg', filePath: 'javascript:alert(1)' }] }, /^heightImgs\.0\.filePath must match pattern/],
    ];
    for (const [change, msg] of cases) {
      const reply = await post(app, '/v1/seed-growth/add', body(change), token);
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.msg).toMatch(msg);
    }
    expect((await get(app, '/v1/seed-growth/findByPage')).body.totalCount).toBe(before);
  });

  it('takes the place names from the division table, whatever the client typed', async () => {
    const reply = await post(app, '/v1/seed-growth/add', body({ county: '金乡', street: '胡集' }), token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ county: '金乡县', street: '胡集镇', fullAddr: '山东省济宁市金乡县胡集镇' });
  });
});
