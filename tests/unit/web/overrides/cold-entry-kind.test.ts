import { describe, expect, it } from 'vitest';
import { ADDED_COLOR, CERTIFIED_COLOR, UNCERTIFIED_COLOR, addressText, entryKind } from '../../../../src/web/overrides/cold-storage/cold-format.ts';

// What a map entry shows (decision 0058): certified only once an operator approved the certification.
describe('entryKind', () => {
  it('shows an approved certification as certified, in green', () => {
    expect(entryKind({ kind: 'auth', certified: true, reviewStatus: '1' })).toEqual({ label: 'cold.certified', color: CERTIFIED_COLOR });
  });

  it('shows a certification awaiting review, or one refused, without the badge, in grey', () => {
    expect(entryKind({ kind: 'auth', certified: false, reviewStatus: '0' })).toEqual({ label: 'cold.underReview', color: UNCERTIFIED_COLOR });
    expect(entryKind({ kind: 'auth', certified: false, reviewStatus: '2' })).toEqual({ label: 'cold.notCertified', color: UNCERTIFIED_COLOR });
  });

  it('shows a store added on the map as such, whatever it carries', () => {
    expect(entryKind({ kind: 'apply' })).toEqual({ label: 'cold.onMap', color: ADDED_COLOR });
  });
});

describe('addressText', () => {
  it('puts the street address after the divisions in Chinese and before them in English', () => {
    expect(addressText('山东省济宁市金乡县', '羊山镇冷库区8号', 'zh')).toBe('山东省济宁市金乡县 羊山镇冷库区8号');
    expect(addressText('Jinxiang County, Jining, Shandong', '羊山镇冷库区8号', 'en')).toBe('羊山镇冷库区8号, Jinxiang County, Jining, Shandong');
  });

  it('leaves out a blank part', () => {
    expect(addressText('Jinxiang County', '', 'en')).toBe('Jinxiang County');
    expect(addressText('', '羊山镇冷库区8号', 'en')).toBe('羊山镇冷库区8号');
    expect(addressText('金乡县', '', 'zh')).toBe('金乡县');
  });
});
