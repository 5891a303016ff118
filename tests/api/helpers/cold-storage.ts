import type { App } from '../../../src/server/app.ts';
import { registerUser } from './calls.ts';

const photo = (name: string) => ({ fileName: `${name}.jpg`, filePath: `/files/2026/05/${name}.jpg` });

/** A valid certification: 金乡县鸿运冷藏, 24 fixed rooms of 400 t plus 4 movable rooms of 250 t. */
export function storeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '金乡县鸿运冷藏有限公司',
    principal: '王德福',
    contactPhone: '13953701234',
    provinceCode: '37',
    province: '山东省',
    cityCode: '3708',
    city: '济宁市',
    countyCode: '370828',
    county: '金乡县',
    address: '羊山镇工业园区鸿运路8号',
    latitude: 35.0421,
    longitude: 116.2655,
    type: '1',
    storageAgeId: '3',
    coldStorageDate: '2021-05-20',
    fixedCapacity: 9600,
    fixedHole: 24,
    activityCapacity: 1000,
    activityHole: 4,
    goodsCategoryIdList: ['1', '2'],
    intro: '常年储存大蒜、蒜米，库温-2.5℃，可代客储存',
    doorFiles: [photo('door')],
    doorHeaderFiles: [photo('gate')],
    interiorFiles: [photo('inside')],
    supportFiles: [],
    tentFiles: [],
    ...overrides,
  };
}

/** A valid rental: 2,000 t of racked rooms in 金乡 at 180 元/吨 a season. */
export function rentBody(overrides: Record<string, unknown> = {}) {
  return {
    rentType: '1',
    title: '金乡羊山镇冷库出租2000吨',
    rentPrice: 180,
    frameType: '1',
    fixedCapacity: 2000,
    fixedHole: 5,
    manageScope: '大蒜、蒜米',
    require: '按储存季结算，入库前付一半租金',
    provinceCode: '37',
    province: '山东省',
    cityCode: '3708',
    city: '济宁市',
    countyCode: '370828',
    county: '金乡县',
    townCode: '370828101',
    town: '羊山镇',
    address: '羊山镇鸿运路8号',
    contacts: '王经理',
    contactPhone: '13953701234',
    imagesFile: [photo('rent')],
    ...overrides,
  };
}

/** A valid map entry: a store in 杞县苏木乡 added on the map. */
export function applyBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '杞县苏木乡兴农冷库',
    principal: '马建设',
    contactPhone: '13837801234',
    provinceCode: '41',
    province: '河南省',
    cityCode: '4102',
    city: '开封市',
    countyCode: '410221',
    county: '杞县',
    address: '苏木乡政府东500米',
    latitude: 34.4987,
    longitude: 114.8321,
    intro: '收储大蒜，库容约3000吨',
    imagesFile: [],
    ...overrides,
  };
}

/** A new user with the agent role (the role is set by the operators, here straight in the table). */
export async function registerAgent(app: App) {
  const user = await registerUser(app);
  await app.services.db.updateTable('front_user').set({ roles: '["agent"]' }).where('frontUserId', '=', user.user.frontUserId).execute();
  const tokens = await app.services.tokens.issue(user.user.frontUserId, ['agent']);
  return { ...user, accessToken: tokens.accessToken.tokenValue };
}

export const count = async (
  app: App,
  table: 'cold_storage_auth' | 'cold_storage_rent' | 'cold_storage_apply' | 'cold_storage_inventory' | 'cold_storage_error_message',
) =>
  Number(
    (
      await app.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
