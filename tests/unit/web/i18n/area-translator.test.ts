import { describe, expect, it } from 'vitest';
import { areaTranslator } from '../../../../src/web/i18n/translate.ts';
import { tWalk, walkMessages, type WalkMessageKey } from '../../../../src/web/i18n/messages/walk.ts';

describe('areaTranslator', () => {
  const tr = areaTranslator({ 'demo.hello': { en: 'Hello {name}', zh: '你好，{name}' } });

  it('gives the text in the language asked, placeholders filled', () => {
    expect(tr('demo.hello', { name: 'Wang' }, 'en')).toBe('Hello Wang');
    expect(tr('demo.hello', { name: '老王' }, 'zh')).toBe('你好，老王');
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
