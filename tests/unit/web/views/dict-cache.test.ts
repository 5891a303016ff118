import { describe, expect, it, vi } from 'vitest';
import { createDictCache, parseDictReply, type DictEntry } from '../../../../src/web/dicts/dict-cache.ts';

describe('parseDictReply', () => {
  it('maps {id, name, nameEn} to entries, falling back to name when nameEn is empty', () => {
    expect(
      parseDictReply([
        { id: '1', name: '杂交蒜', nameEn: 'Hybrid garlic' },
        { id: 2, name: '纯白蒜', nameEn: '' },
      ]),
    ).toEqual([
      { id: '1', zh: '杂交蒜', en: 'Hybrid garlic' },
      { id: '2', zh: '纯白蒜', en: '纯白蒜' },
    ]);
  });

  it('drops malformed items and non-arrays', () => {
    expect(parseDictReply([{ id: '1' }, null, 'x', { name: 'n' }])).toEqual([]);
    expect(parseDictReply({ id: '1', name: 'x' })).toEqual([]);
  });
});

describe('createDictCache', () => {
  it('answers from the generated seed before any call', () => {
    const load = vi.fn<(code: string) => Promise<DictEntry[]>>();
    const cache = createDictCache(load);
    expect(cache.name('specs', '1', 'en')).toBe('Clove material');
    expect(cache.name('specs', '1', 'zh')).toBe('蒜米料');
    expect(cache.items('varieties')).toHaveLength(8);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a code once, replaces its items and tells subscribers', async () => {
    const load = vi.fn(async () => [{ id: '9', en: 'Black garlic', zh: '黑蒜' }]);
    const cache = createDictCache(load);
    const listener = vi.fn();
    cache.subscribe(listener);
    await Promise.all([cache.ensure('varieties'), cache.ensure('varieties')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.name('varieties', '9', 'en')).toBe('Black garlic');
    expect(cache.name('varieties', '1', 'en')).toBe('[Unknown]');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.version()).toBe(1);
  });

  it('keeps the seed when the call fails or returns nothing, and tries again after a failure', async () => {
    const load = vi.fn<(code: string) => Promise<DictEntry[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    const cache = createDictCache(load);
    await cache.ensure('packWay');
    expect(cache.items('packWay').length).toBeGreaterThan(0);
    await cache.ensure('packWay');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.version()).toBe(0);
    expect(cache.name('packWay', '1', 'en')).not.toBe('[Unknown]');
  });

  it('fetches a code that has no seed', async () => {
    const cache = createDictCache(async (code) => (code === 'route' ? [{ id: 'r1', en: 'Jinxiang–Guangzhou', zh: '金乡—广州' }] : []));
    expect(cache.name('route', 'r1', 'zh')).toBe('[未知]');
    await cache.ensure('route');
    expect(cache.name('route', 'r1', 'zh')).toBe('金乡—广州');
  });
});
