import { describe, expect, it } from 'vitest';
import { areaTranslator } from '../../../../src/web/i18n/translate.ts';
import { tWalk, walkMessages, type WalkMessageKey } from '../../../../src/web/i18n/messages/walk.ts';

describe('areaTranslator', () => {
  const tr = areaTranslator({ 'demo.hello': { en: 'Hello {name}', zh: '你好，{name}' } });

  it('gives the text in the language asked, placeholders filled', () => {
    expect(tr('demo.hello', { name: 'Wang' }, 'en')).toBe('Hello Wang');
    expect(tr('demo.hello', { name: '老王' }, 'zh')).toBe('你好，老王');
  });

  it('takes the English form a count needs, with # standing for the number', () => {
    const count = areaTranslator({ 'demo.stores': { en: 'Agent of {n|# store|# stores}', zh: '代理{n}座' } });
    expect(count('demo.stores', { n: 1 }, 'en')).toBe('Agent of 1 store');
    expect(count('demo.stores', { n: 0 }, 'en')).toBe('Agent of 0 stores');
    expect(count('demo.stores', { n: 12 }, 'en')).toBe('Agent of 12 stores');
    expect(count('demo.stores', { n: 1 }, 'zh')).toBe('代理1座');
    expect(count('demo.stores', {}, 'en')).toBe('Agent of {n|# store|# stores}');
  });

  it('shows a key the area lacks as itself instead of throwing (only a cast can reach it)', () => {
    expect(tr('demo.nothing' as 'demo.hello', {}, 'en')).toBe('demo.nothing');
  });

  it('knows every walk route name a page builds from a route id', () => {
    for (const id of ['1', '2', '3']) {
      const key = `walk.route.${id}` as WalkMessageKey;
      expect(walkMessages[key], key).toBeDefined();
      expect(tWalk(key, {}, 'zh')).toBe(walkMessages[key].zh);
    }
  });
});
