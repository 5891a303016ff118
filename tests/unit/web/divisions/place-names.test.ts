import { describe, expect, it, vi } from 'vitest';
import { BATCH, createPlaceNames, type PlaceLoader } from '../../../../src/web/divisions/place-names.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';

const DATA: Record<string, string | null> = { '37': 'Shandong', '3708': 'Jining', '370828': 'Jinxiang County', '370828101': 'Yangshan Town', '99': null };

/** A loader answering from DATA (codes it lacks left out), as the names call does. */
function fakeLoader() {
  return vi.fn<PlaceLoader>(async (codes) => codes.filter((c) => c in DATA).map((code) => ({ code, nameEn: DATA[code] ?? null })));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPlaceNames', () => {
  it('keeps the stored name in Chinese and asks nothing', async () => {
    const load = fakeLoader();
    const names = createPlaceNames(load);
    expect(names.name('370828', '金乡县', 'zh')).toBe('金乡县');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the stored name until the English one arrives, asking once for all codes shown together', async () => {
    const load = fakeLoader();
    const names = createPlaceNames(load);
    const changed = vi.fn();
    names.subscribe(changed);
    expect(names.name('370828', '金乡县', 'en')).toBe('金乡县');
    expect(names.name('3708', '济宁市', 'en')).toBe('济宁市');
    expect(names.name('370828', '金乡县', 'en')).toBe('金乡县');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual(['370828', '3708']);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(names.version()).toBe(1);
    expect(names.name('370828', '金乡县', 'en')).toBe('Jinxiang County');
    expect(names.name('3708', '济宁市', 'en')).toBe('Jining');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored name for a code the data lacks, has no English for, or that is no code, asking once', async () => {
    const load = fakeLoader();
    const names = createPlaceNames(load);
    expect(names.name('123456', '某县', 'en')).toBe('某县');
    expect(names.name('99', '某省', 'en')).toBe('某省');
    expect(names.name('', '金乡县', 'en')).toBe('金乡县');
    expect(names.name(undefined, '金乡县', 'en')).toBe('金乡县');
    expect(names.name('37082', '金乡县', 'en')).toBe('金乡县');
    expect(names.name('370828', null, 'en')).toBe('');
    await settle();
    expect(load.mock.calls.map((c) => c[0])).toEqual([['123456', '99', '370828']]);
    expect(names.name('123456', '某县', 'en')).toBe('某县');
    expect(names.name('99', '某省', 'en')).toBe('某省');
    expect(names.name('370828', null, 'en')).toBe('Jinxiang County');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks in batches the call takes', async () => {
    const load = fakeLoader();
    const names = createPlaceNames(load);
    for (let i = 0; i < BATCH + 5; i++) names.name(`37${String(i).padStart(4, '0')}`, '县', 'en');
    await settle();
    expect(load.mock.calls.map((c) => c[0].length)).toEqual([BATCH, 5]);
  });

  it('asks again after a failed call', async () => {
    const load = vi
      .fn<PlaceLoader>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ code: '37', nameEn: 'Shandong' }]);
    const names = createPlaceNames(load);
    expect(names.name('37', '山东省', 'en')).toBe('山东省');
    await settle();
    expect(names.version()).toBe(0);
    expect(names.name('37', '山东省', 'en')).toBe('山东省');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(names.name('37', '山东省', 'en')).toBe('Shandong');
  });
});

describe('the place template helper', () => {
  const english: Record<string, string> = { '37': 'Shandong', '3708': 'Jining', '370828': 'Jinxiang County', '1101': 'Beijing' };
  const placeName = (code: unknown, stored: unknown, lang: 'en' | 'zh') =>
    lang === 'en' && typeof code === 'string' && english[code] ? english[code] : String(stored ?? '');
  const place = (lang: 'en' | 'zh', ...args: unknown[]) => createTemplateHelpers({ fields: {}, lang, placeName }).place(...args);

  it('joins the stored names in Chinese, largest first', () => {
    expect(place('zh', '37', '山东省', '3708', '济宁市', '370828', '金乡县')).toBe('山东省济宁市金乡县');
  });

  it('lists the English names smallest first, keeping a stored name the data lacks', () => {
    expect(place('en', '37', '山东省', '3708', '济宁市', '370828', '金乡县')).toBe('Jinxiang County, Jining, Shandong');
    expect(place('en', '3708', '济宁市', '370828999', '羊山镇')).toBe('羊山镇, Jining');
  });

  it('leaves out blank levels and a name repeated by the next level', () => {
    expect(place('en', '37', '山东省', '', '', '370828', '金乡县')).toBe('Jinxiang County, Shandong');
    expect(place('en', '11', 'Beijing', '1101', '北京市')).toBe('Beijing');
    expect(place('zh', '3708', null, '370828', undefined)).toBe('');
  });
});
