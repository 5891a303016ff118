import { describe, expect, it } from 'vitest';
import { detailViews } from '../../../../generated/details.ts';
import { listItems } from '../../../../generated/lists.ts';
import {
  detailFieldRows,
  detailPoint,
  formatFieldValue,
  isOwner,
  localDateTime,
  unshelveRequest,
  viewerIdOf,
  visibleActions,
  phoneHidden,
} from '../../../../src/web/views/detail-model.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';

const NOW = Date.parse('2024-05-10T12:00:00Z');
const spec = detailViews['transaction/transaction-detail'];
// The detail lists neither price nor isConceal; views of them as another registry would carry them.
const views = {
  ...spec.fieldViews,
  price: { type: 'number', ...listItems.tradePost.fields.price },
  isConceal: { type: 'boolean', label: { en: 'Hide my phone number', zh: '隐藏联系电话' } },
};
const en = createTemplateHelpers({ fields: views, lang: 'en', now: () => NOW });
const zh = createTemplateHelpers({ fields: views, lang: 'zh', now: () => NOW });
const buySell = spec.entity;

const row = {
  buySellId: 'p1',
  publishUserId: 'u1',
  quantity: 30,
  minTrading: null,
  packWayId: '2',
  goodsAddress: '',
  contacts: 'Wang',
  contactPhone: '13800000000',
  buySellStatus: '2',
  publishStatus: '1',
  publishTime: '2024-05-07T12:00:00Z',
  isConceal: false,
};

describe('formatFieldValue', () => {
  it('formats by the field type and metadata', () => {
    expect(formatFieldValue(views.quantity, 'quantity', 30, en, 'en')).toBe('30 t');
    expect(formatFieldValue(views.price, 'price', 2.456, zh, 'zh')).toBe('2.46 元/斤');
    expect(formatFieldValue(views.buySellStatus, 'buySellStatus', '3', en, 'en')).toBe('Traded');
    expect(formatFieldValue(views.regionId, 'regionId', '370828', zh, 'zh')).toBe('金乡');
    expect(formatFieldValue(views.isConceal, 'isConceal', true, en, 'en')).toBe('Yes');
    expect(formatFieldValue(views.isConceal, 'isConceal', 0, zh, 'zh')).toBe('否');
    expect(formatFieldValue(views.contacts, 'contacts', 'Wang', en, 'en')).toBe('Wang');
    expect(formatFieldValue(views.contacts, 'contacts', '', en, 'en')).toBe('');
  });

  it('shows a datetime as relative time and local date', () => {
    const value = '2024-05-07T12:00:00Z';
    expect(formatFieldValue(views.publishTime, 'publishTime', value, en, 'en')).toBe(`3 days ago · ${localDateTime(value)}`);
    expect(localDateTime(value)).toMatch(/^2024-05-0[78] \d\d:00$/);
    expect(localDateTime('nope')).toBe('');
  });

  it("shows a date in the user's language, and a value that is not one as it came", () => {
    const date = { type: 'date', label: { en: 'Date measured', zh: '记录日期' } };
    expect(formatFieldValue(date, 'recordDate', '2026-11-26', zh, 'zh')).toBe('2026年11月26日');
    expect(formatFieldValue(date, 'recordDate', '2026-11-26', en, 'en')).toBe('26 Nov 2026');
    expect(formatFieldValue(date, 'recordDate', 'soon', en, 'en')).toBe('soon');
  });
});

describe('detailFieldRows', () => {
  it('lists labelled values in the manifest order, skipping blanks', () => {
    const rows = detailFieldRows(spec.fieldViews, spec.fields, row, en, 'en');
    expect(rows.map((r) => r.field)).toEqual(['quantity', 'packWayId', 'contacts', 'contactPhone', 'buySellStatus', 'publishStatus', 'publishTime']);
    expect(rows[0]).toEqual({ field: 'quantity', label: 'Quantity', value: '30 t' });
    expect(rows[5]).toEqual({ field: 'publishStatus', label: 'Listing', value: 'On shelf' });
    expect(detailFieldRows(spec.fieldViews, ['contacts'], row, zh, 'zh')).toEqual([{ field: 'contacts', label: '联系人', value: 'Wang' }]);
  });

  it('shows a file field as its photos under its label, and leaves it out without one', () => {
    const photos = [
      { fileName: 'a.jpg', filePath: '/files/a.jpg' },
      { fileName: 'b.jpg', filePath: '/files/b.jpg' },
    ];
    const withPhotos = { ...spec.fieldViews, fileInfoList: { type: 'files', label: { en: 'Photos', zh: '图片' } } };
    expect(detailFieldRows(withPhotos, ['fileInfoList', 'contacts'], { ...row, fileInfoList: photos }, en, 'en')).toEqual([
      { field: 'fileInfoList', label: 'Photos', value: '', images: ['/files/a.jpg', '/files/b.jpg'] },
      { field: 'contacts', label: 'Contact person', value: 'Wang' },
    ]);
    expect(detailFieldRows(withPhotos, ['fileInfoList'], { ...row, fileInfoList: [] }, en, 'en')).toEqual([]);
  });
});

describe('owner and actions', () => {
  it('finds the viewer and compares with the owner field', () => {
    expect(viewerIdOf({ frontUserId: 'u1' })).toBe('u1');
    expect(viewerIdOf({})).toBeUndefined();
    expect(isOwner(row, 'publishUserId', 'u1')).toBe(true);
    expect(isOwner(row, 'publishUserId', 'u2')).toBe(false);
    expect(isOwner(row, 'publishUserId', undefined)).toBe(false);
    expect(isOwner({ publishUserId: '' }, 'publishUserId', '')).toBe(false);
  });

  it('shows owner actions only to the owner', () => {
    expect(visibleActions(spec.actions, row, true).map((a) => a.action)).toEqual(['call', 'edit', 'unshelve', 'delete']);
    expect(visibleActions(spec.actions, row, false).map((a) => a.action)).toEqual(['call']);
  });

  it('keeps the call action of a concealed number only to say it is hidden, and drops it when there is no number', () => {
    const call = spec.actions.find((a) => a.action === 'call')!;
    expect(visibleActions(spec.actions, { ...row, isConceal: true, contactPhone: '139****1234' }, false).map((a) => a.action)).toEqual(['call']);
    expect(phoneHidden(call, { ...row, isConceal: true, contactPhone: '139****1234' }, false)).toBe(true);
    expect(phoneHidden(call, { ...row, isConceal: true }, false)).toBe(true);
    expect(phoneHidden(call, { ...row, isConceal: true, contactPhone: '' }, false)).toBe(true);
    expect(visibleActions(spec.actions, { ...row, isConceal: '1' }, true).map((a) => a.action)).toContain('call');
    expect(phoneHidden(call, { ...row, isConceal: '1' }, true)).toBe(false);
    expect(phoneHidden(call, row, false)).toBe(false);
    expect(visibleActions(spec.actions, { ...row, contactPhone: '' }, false)).toEqual([]);
  });

  it('flips the publish status when unshelving', () => {
    expect(unshelveRequest(buySell, row)).toEqual({
      input: { buySellId: 'p1', publishStatus: '0' },
      label: 'views.detail.unshelve',
    });
    expect(unshelveRequest(buySell, { ...row, publishStatus: '0' })).toEqual({
      input: { buySellId: 'p1', publishStatus: '1' },
      label: 'views.detail.reshelve',
    });
    expect(unshelveRequest({ name: 'user', id: 'frontUserId' }, row)).toBeUndefined();
  });

  it("gives the row's point for the map when both coordinates are numbers, and shows navigate only then", () => {
    const spec = detailViews['cold-storage-apply/rent-detail'];
    const row = { coldStorageRentId: 'r1', latitude: 35.07, longitude: 116.31, address: '羊山镇' };
    const point = detailPoint(spec.map, row, 'For rent · 1200 t');
    expect(point).toEqual({ latitude: 35.07, longitude: 116.31, name: 'For rent · 1200 t', address: '羊山镇' });
    expect(detailPoint(spec.map, { ...row, latitude: null }, 'x')).toBeUndefined();
    expect(detailPoint(null, row, 'x')).toBeUndefined();
    const navigate = { action: 'navigate' as const, owner: false };
    expect(visibleActions([navigate], row, false, point)).toEqual([navigate]);
    expect(visibleActions([navigate], row, false, undefined)).toEqual([]);
  });
});
