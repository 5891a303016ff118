import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../../../generated/api.d.ts';
import { presentEntity, type Presented } from '../../../src/server/engine/presented.ts';
import { isDictId, isEnumValue, presentRow } from '../../../src/server/engine/rows.ts';
import { fileOrNone, filesOf, type NoFile, type StoredFile } from '../../../src/server/engine/stored-files.ts';
import { entities } from '../../../generated/entities.ts';

const photo = { fileName: 'a.jpg', filePath: '/files/a.jpg' };

describe('stored values narrowed where they are read', () => {
  it('isEnumValue takes only the keys of the field’s enumLabels', () => {
    const labels = entities.banner.fields.bannerType.enumLabels;
    expect(isEnumValue(labels, '1')).toBe(true);
    expect(isEnumValue(labels, '3')).toBe(false);
    expect(isEnumValue(labels, null)).toBe(false);
    expect(isEnumValue(labels, 'toString')).toBe(false);
  });

  it('isDictId takes only the dictionary’s ids', () => {
    expect(isDictId('varieties', '1')).toBe(true);
    expect(isDictId('varieties', '99')).toBe(false);
    expect(isDictId('region', 370828)).toBe(false);
  });

  it('fileOrNone and filesOf keep files and drop anything else', () => {
    expect(fileOrNone(photo)).toBe(photo);
    expect(fileOrNone({ fileName: 'a.jpg' })).toEqual({});
    expect(fileOrNone(null)).toEqual({});
    expect(filesOf([photo, 'b.jpg', { filePath: 3 }])).toEqual([photo]);
    expect(filesOf('not a list')).toEqual([]);
    expectTypeOf(fileOrNone).returns.toEqualTypeOf<StoredFile | NoFile>();
  });
});

describe('presentEntity', () => {
  const stored = {
    bannerId: 'b1',
    bannerType: '1',
    title: 'Spring',
    titleEn: null,
    subtitle: null,
    subtitleEn: null,
    imagePath: '/files/b1.jpg',
    route: null,
    params: '{"goodsId":"1"}',
    sort: 2,
    publishStatus: '1',
  };

  it('answers what presentRow answers', () => {
    expect(presentEntity('banner', stored)).toEqual(presentRow('banner', stored));
    expect(presentEntity('banner', stored).params).toEqual({ goodsId: '1' });
  });

  it('is typed from the entity metadata: enums, dictionaries, files, names and nulls', () => {
    expectTypeOf<Presented<'banner'>['bannerType']>().toEqualTypeOf<'1' | '2'>();
    expectTypeOf<Presented<'banner'>['bannerId']>().toEqualTypeOf<string>();
    expectTypeOf<Presented<'banner'>['route']>().toEqualTypeOf<string | null>();
    expectTypeOf<Presented<'voiceBroadcast'>['audioFile']>().toEqualTypeOf<StoredFile | NoFile>();
    expectTypeOf<Presented<'coldStorageAuth'>['goodsCategoryNameList']>().toEqualTypeOf<string[]>();
    expectTypeOf<Presented<'user'>>().not.toHaveProperty('passwordHash');
  });

  it('fits the row schema the OpenAPI document promises', () => {
    expectTypeOf<Presented<'banner'>>().toMatchTypeOf<components['schemas']['bannerRow']>();
    expectTypeOf<Presented<'seedGrowth'>>().toMatchTypeOf<components['schemas']['seedGrowthRow']>();
  });
});
