import { describe, expect, it } from 'vitest';
import { optionLabel } from '../../../../src/web/divisions/use-division-options.ts';

describe('optionLabel', () => {
  const jinxiang = { code: '370828', name: '金乡县', nameEn: 'Jinxiang County', hasChildren: true };

  it('reads the English name in English and the name in Chinese', () => {
    expect(optionLabel(jinxiang, 'en')).toBe('Jinxiang County');
    expect(optionLabel(jinxiang, 'zh')).toBe('金乡县');
  });

  it('falls back on the name where the division data has no English one', () => {
    expect(optionLabel({ ...jinxiang, nameEn: null }, 'en')).toBe('金乡县');
    expect(optionLabel({ ...jinxiang, nameEn: '' }, 'en')).toBe('金乡县');
  });
});
