import { describe, expect, it } from 'vitest';
import { namedReply } from '../../../../src/web/views/hub-chart-names.ts';

const reply = {
  certifiedStores: 3,
  byCounty: [{ key: '370828', name: '金乡县', capacity: 10 }],
  byType: [{ key: '1', name: '砖混', stores: 2 }],
  rentals: [{ rentType: '1' }, { rentType: '9' }],
};
const names = [
  { rows: 'byCounty', field: 'name', place: 'key' },
  { rows: 'byType', field: 'key', dict: 'storageType' },
  { rows: 'rentals', field: 'rentType', labels: { '1': { en: 'For rent', zh: '出租' } } },
  { rows: 'missing', field: 'x', place: 'y' },
];
const namers = (lang: 'en' | 'zh') => ({
  place: (code: unknown, name: unknown) => (lang === 'en' ? `place ${String(code)}` : String(name)),
  dictName: (dict: string, id: unknown) => `${dict}:${String(id)}`,
  lang,
});

describe('a hub chart reply shown by name (decision 0152)', () => {
  it('rewrites each named field of its lists: a place, a dictionary item, an enum label; other fields stay', () => {
    expect(namedReply(reply, names, namers('en'))).toEqual({
      certifiedStores: 3,
      byCounty: [{ key: '370828', name: 'place 370828', capacity: 10 }],
      byType: [{ key: 'storageType:1', name: '砖混', stores: 2 }],
      rentals: [{ rentType: 'For rent' }, { rentType: '9' }],
    });
    expect(namedReply(reply, names, namers('zh'))?.rentals).toEqual([{ rentType: '出租' }, { rentType: '9' }]);
  });

  it('leaves the reply it was given alone, and reads nothing before the reply', () => {
    namedReply(reply, names, namers('en'));
    expect(reply.byCounty[0]!.name).toBe('金乡县');
    expect(namedReply(undefined, names, namers('en'))).toBeUndefined();
    expect(namedReply([1, 2], names, namers('en'))).toBeUndefined();
  });
});
