import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, registerUser } from './helpers/calls.ts';

const P = '山东省济宁市金乡县羊山镇';
const OTHER = '江苏省徐州市邳州市宿羊山镇';
const img = (name: string) => ({ fileName: `${name}.jpg`, filePath: `/files/seedling/${name}.jpg` });
const imgs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => img(`${prefix}${i + 1}`));

interface Fixture {
  id: string;
  fullAddr: string;
  recordDate: string;
  solarTerm: string;
  emergenceRate: number | null;
  headDiameter: number;
  height: number;
  rootSystem: number;
  roots: number;
  leafAgeList: string | null;
  images?: Partial<Record<'fieldImgs' | 'heightImgs' | 'rootImgs' | 'leafImgs', object[]>>;
}

// Every expected figure below is worked out by hand from these rows (seasons run September–August).
const FIXTURE: Fixture[] = [
  {
    id: 'r1',
    fullAddr: P,
    recordDate: '2024-11-10',
    solarTerm: '19',
    emergenceRate: 90,
    headDiameter: 0.8,
    height: 18,
    rootSystem: 12,
    roots: 30,
    leafAgeList: '3, 4, 3.5',
    images: { heightImgs: [img('d')] },
  },
  {
    id: 'r2',
    fullAddr: P,
    recordDate: '2024-11-12',
    solarTerm: '19',
    emergenceRate: 92,
    headDiameter: 0.9,
    height: 20,
    rootSystem: 14,
    roots: 32,
    leafAgeList: '4, 4',
  },
  {
    id: 'r3',
    fullAddr: P,
    recordDate: '2025-10-26',
    solarTerm: '18',
    emergenceRate: 94,
    headDiameter: 0.5,
    height: 10,
    rootSystem: 8,
    roots: 20,
    leafAgeList: '2, 2.5',
    images: { rootImgs: [img('e')] },
  },
  {
    id: 'r4',
    fullAddr: P,
    recordDate: '2025-11-11',
    solarTerm: '19',
    emergenceRate: null,
    headDiameter: 0.7,
    height: 16,
    rootSystem: 12.5,
    roots: 27,
    leafAgeList: '3, 3.5, 3',
    images: { fieldImgs: [img('a')], heightImgs: [img('b')], leafImgs: imgs('x', 6) },
  },
  {
    id: 'r5',
    fullAddr: P,
    recordDate: '2025-11-13',
    solarTerm: '19',
    emergenceRate: 91,
    headDiameter: 0.76,
    height: 17,
    rootSystem: 13,
    roots: 28,
    leafAgeList: null,
    images: { heightImgs: [img('c')], leafImgs: imgs('y', 6) },
  },
  {
    id: 'r6',
    fullAddr: OTHER,
    recordDate: '2025-11-11',
    solarTerm: '19',
    emergenceRate: 99,
    headDiameter: 3,
    height: 99,
    rootSystem: 30,
    roots: 90,
    leafAgeList: '9',
  },
];

let app: App;
beforeAll(async () => {
  app = await startTestApp();
  const { user } = await registerUser(app);
  await app.services.db
    .insertInto('seed_growth')
    .values(
      FIXTURE.map(({ images, ...r }) => ({
        ...r,
        title: `${r.id} 苗情`,
        province: r.fullAddr.slice(0, 3),
        provinceCode: r.fullAddr === P ? '37' : '32',
        city: r.fullAddr.slice(3, 6),
        cityCode: r.fullAddr === P ? '3708' : '3203',
        county: r.fullAddr.slice(6, 9),
        countyCode: r.fullAddr === P ? '370828' : '320382',
        street: r.fullAddr.slice(9),
        streetCode: r.fullAddr === P ? '370828101' : '320382105',
        regionId: r.fullAddr === P ? '370828' : '320382',
        stageType: '2',
        fieldImgs: JSON.stringify(images?.fieldImgs ?? []),
        heightImgs: JSON.stringify(images?.heightImgs ?? []),
        rootImgs: JSON.stringify(images?.rootImgs ?? []),
        leafImgs: JSON.stringify(images?.leafImgs ?? []),
        emergenceImgs: '[]',
        diameterImgs: '[]',
        publishUserId: user.frontUserId,
        createTime: `${r.recordDate}T02:00:00.000Z`,
      })),
    )
    .execute();
});
afterAll(() => app.close());

describe('GET /v1/seed-growth/tb-hb', () => {
  it('compares 立冬 2025 (r4, r5) with 立冬 2024 (r1, r2, tb) and 霜降 2025 (r3, hb)', async () => {
    const reply = await get(app, '/v1/seed-growth/tb-hb', { fullAddr: P, solar: '19' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const data = reply.body.data;
    // leaf age pools every plant: r4 3, 3.5, 3 → 3.17; r1+r2 3, 4, 3.5, 4, 4 → 3.7; r3 2, 2.5 → 2.25
    expect(data.current).toEqual({
      seasonYear: 2025,
      solarTerm: '19',
      records: 2,
      measures: { emergenceRate: 91, headDiameter: 0.73, height: 16.5, rootSystem: 12.75, roots: 27.5, leafAge: 3.17 },
    });
    expect(data.tb).toEqual({
      seasonYear: 2024,
      solarTerm: '19',
      records: 2,
      measures: { emergenceRate: 91, headDiameter: 0.85, height: 19, rootSystem: 13, roots: 31, leafAge: 3.7 },
    });
    expect(data.hb).toEqual({
      seasonYear: 2025,
      solarTerm: '18',
      records: 1,
      measures: { emergenceRate: 94, headDiameter: 0.5, height: 10, rootSystem: 8, roots: 20, leafAge: 2.25 },
    });
    expect(data.changes).toEqual([
      { measure: 'emergenceRate', current: 91, tb: 91, tbChange: 0, tbRate: 0, hb: 94, hbChange: -3, hbRate: -3.2 },
      { measure: 'headDiameter', current: 0.73, tb: 0.85, tbChange: -0.12, tbRate: -14.1, hb: 0.5, hbChange: 0.23, hbRate: 46 },
      { measure: 'height', current: 16.5, tb: 19, tbChange: -2.5, tbRate: -13.2, hb: 10, hbChange: 6.5, hbRate: 65 },
      { measure: 'rootSystem', current: 12.75, tb: 13, tbChange: -0.25, tbRate: -1.9, hb: 8, hbChange: 4.75, hbRate: 59.4 },
      { measure: 'roots', current: 27.5, tb: 31, tbChange: -3.5, tbRate: -11.3, hb: 20, hbChange: 7.5, hbRate: 37.5 },
      { measure: 'leafAge', current: 3.17, tb: 3.7, tbChange: -0.53, tbRate: -14.3, hb: 2.25, hbChange: 0.92, hbRate: 40.9 },
    ]);
    expect(
      data.series.map((s: { seasonYear: number; terms: { solarTerm: string; records: number }[] }) => [
        s.seasonYear,
        s.terms.map((t) => [t.solarTerm, t.records]),
      ]),
    ).toEqual([
      [
        2025,
        [
          ['18', 1],
          ['19', 2],
        ],
      ],
      [2024, [['19', 2]]],
    ]);
  });

  it('has no tb a season before the first, and nothing for a term without records', async () => {
    const first = (await get(app, '/v1/seed-growth/tb-hb', { fullAddr: P, solar: '18' })).body.data;
    expect(first.current.records).toBe(1);
    expect(first.tb).toBeNull();
    expect(first.hb).toBeNull(); // 寒露 2025 has no record
    expect(first.changes[2]).toEqual({ measure: 'height', current: 10, tb: null, tbChange: null, tbRate: null, hb: null, hbChange: null, hbRate: null });
    const none = (await get(app, '/v1/seed-growth/tb-hb', { fullAddr: P, solar: '1' })).body.data;
    expect(none).toMatchObject({ current: null, tb: null, hb: null, series: [] });
    expect(none.changes.every((c: { current: null }) => c.current === null)).toBe(true);
  });

  it('refuses a missing plot and an unknown term, naming the field', async () => {
    const plot = await get(app, '/v1/seed-growth/tb-hb', { solar: '19' });
    expect(plot.status).toBe(400);
    expect(plot.body.msg).toBe('fullAddr is required');
    const term = await get(app, '/v1/seed-growth/tb-hb', { fullAddr: P, solar: '0' });
    expect(term.status).toBe(400);
    expect(term.body.msg).toMatch(/^solar must be one of 1, 2/);
  });
});

describe('GET /v1/seed-growth/tb-hb-img', () => {
  it("gives each group's photos by measure, oldest record first, nine at most", async () => {
    const reply = await get(app, '/v1/seed-growth/tb-hb-img', { fullAddr: P, solar: '19' });
    expect(reply.status).toBe(200);
    const { current, tb, hb } = reply.body.data;
    expect(current).toMatchObject({ seasonYear: 2025, solarTerm: '19', records: 2 });
    expect(current.images.field).toEqual([img('a')]);
    expect(current.images.height).toEqual([img('b'), img('c')]);
    expect(current.images.leaf).toEqual([...imgs('x', 6), ...imgs('y', 3)]);
    expect(current.images.root).toEqual([]);
    expect(tb.images.height).toEqual([img('d')]);
    expect(hb).toMatchObject({ seasonYear: 2025, solarTerm: '18', records: 1 });
    expect(hb.images.root).toEqual([img('e')]);
  });

  it('refuses a missing term', async () => {
    const reply = await get(app, '/v1/seed-growth/tb-hb-img', { fullAddr: P });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('solar is required');
  });
});

describe('GET /v1/seed-growth/plots', () => {
  it('lists the plots with the divisions they join, most records first, and one region', async () => {
    const all = (await get(app, '/v1/seed-growth/plots')).body.data;
    const divisions = (codes: string[], names: string[]) => codes.map((code, i) => ({ code, name: names[i] }));
    expect(all).toEqual([
      {
        fullAddr: P,
        divisions: divisions(['37', '3708', '370828', '370828101'], ['山东省', '济宁市', '金乡县', '羊山镇']),
        regionId: '370828',
        records: 5,
        latestDate: '2025-11-13',
      },
      {
        fullAddr: OTHER,
        divisions: divisions(['32', '3203', '320382', '320382105'], ['江苏省', '徐州市', '邳州市', '宿羊山镇']),
        regionId: '320382',
        records: 1,
        latestDate: '2025-11-11',
      },
    ]);
    expect((await get(app, '/v1/seed-growth/plots', { regionId: '320382' })).body.data).toEqual([all[1]]);
  });
});

describe('GET /v1/seed-growth/findByPage and findById', () => {
  it('pages the records newest first and filters by plot and term', async () => {
    const first = (await get(app, '/v1/seed-growth/findByPage', { pageSize: 4 })).body;
    expect(first.totalCount).toBe(6);
    const ids = first.data.map((r: { id: string }) => r.id);
    expect(ids[0]).toBe('r5');
    expect(ids.slice(1, 3).sort()).toEqual(['r4', 'r6']); // both 2025-11-11
    expect(ids[3]).toBe('r3');
    const second = (await get(app, '/v1/seed-growth/findByPage', { pageSize: 4, page: 2 })).body.data;
    expect(second.map((r: { id: string }) => r.id)).toEqual(['r2', 'r1']);
    const plot = (await get(app, '/v1/seed-growth/findByPage', { fullAddr: P, solarTerm: '19' })).body;
    expect(plot.totalCount).toBe(4); // r5, r4, r2, r1
    expect(plot.data[0]).toMatchObject({ id: 'r5', solarTermName: '立冬', regionName: '金乡', stageType: '2', heightImgs: [img('c')] });
  });

  it('opens one record, and answers an unknown id with 404', async () => {
    const reply = await get(app, '/v1/seed-growth/findById', { id: 'r3' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: 'r3',
      fullAddr: P,
      recordDate: '2025-10-26',
      solarTerm: '18',
      height: 10,
      leafAgeList: '2, 2.5',
      rootImgs: [img('e')],
    });
    const missing = await get(app, '/v1/seed-growth/findById', { id: 'nope' });
    expect(missing.status).toBe(404);
    const bad = await get(app, '/v1/seed-growth/findById', {});
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('id is required');
  });
});
