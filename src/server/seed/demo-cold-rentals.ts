import type { ColdStorageAuthTable, ColdStorageRentTable } from '../../../generated/db.ts';
import type { Random } from './random.ts';
import { seededId } from './demo-users.ts';
import { STORE_COUNTIES, countyFields } from './demo-cold-storage-places.ts';
import { countyOf, demoPhone, nearTown } from './demo-cold-storage.ts';

// Demo rentals: owners offering rooms of their certified stores for the season, and traders
// seeking space, at 元/吨 a storage season (June intake to spring draw-down).

const DAY = 86_400_000;
const REQUIRE = [
  '按储存季结算，入库前付一半租金，出库结清',
  '存期6月至次年5月，出库随时可提',
  '需自备网袋，库内不允许混存异味货物',
  '租金可议，长期合作优先',
  '整洞出租，不拆零，库温-2.5℃左右',
] as const;
const SCOPES = ['大蒜', '大蒜、蒜米', '大蒜、蒜薹', '大蒜、洋葱、蒜米', '蒜米'] as const;

export interface RentUser {
  frontUserId: string;
  nickname: string | null;
  phone: string;
}

const step5 = (n: number) => Math.round(n / 5) * 5;
const round50 = (n: number) => Math.round(n / 50) * 50;

function offer(random: Random, store: ColdStorageAuthTable, owner: RentUser) {
  const county = countyOf(store.countyCode);
  const town = county.towns.find((t) => store.address?.startsWith(t.town)) ?? county.towns[0]!;
  const holes = Math.max(1, Math.min(store.fixedHole, random.int(2, 10)));
  const capacity = round50((store.fixedCapacity / store.fixedHole) * holes);
  const frameType = random.weighted([
    ['1', 3],
    ['2', 2],
  ] as const);
  const titles = [
    `${county.short}${town.town}冷库出租${capacity}吨`,
    `${town.town}冷库${holes}个库洞整洞出租`,
    `${county.short}${frameType === '1' ? '货架库' : '地堆库'}有空位，可存蒜米`,
    `出租${county.short}${store.type === '2' ? '钢构' : ''}冷库${capacity}吨，价格可议`,
  ];
  return {
    rentType: '1',
    title: random.pick(titles),
    rentPrice: step5(random.int(county.rent[0], county.rent[1])),
    frameType,
    fixedCapacity: capacity,
    fixedHole: holes,
    coldStorageAuthId: store.coldStorageAuthId,
    provinceCode: store.provinceCode,
    province: store.province,
    cityCode: store.cityCode,
    city: store.city,
    countyCode: store.countyCode,
    county: store.county,
    townCode: town.townCode,
    town: town.town,
    address: store.address,
    latitude: store.latitude,
    longitude: store.longitude,
    contacts: owner.nickname?.slice(0, 20) ?? '王经理',
    contactPhone: store.contactPhone,
  };
}

function wanted(random: Random, user: RentUser) {
  const county = random.weighted(STORE_COUNTIES.map((c) => [c, c.weight] as const));
  const town = random.pick(county.towns);
  const capacity = round50(random.int(200, 3000));
  return {
    rentType: '2',
    title: random.pick([`求租${county.short}附近冷库${capacity}吨`, `求租冷库存蒜米${capacity}吨`, `${county.short}求租货架库${capacity}吨，存到明年5月`]),
    rentPrice: step5(random.int(county.rent[0] - 20, county.rent[1] - 30)),
    frameType: random.weighted([
      ['1', 1],
      ['2', 1],
    ] as const),
    fixedCapacity: capacity,
    fixedHole: null,
    coldStorageAuthId: null,
    ...countyFields(county),
    townCode: town.townCode,
    town: town.town,
    address: null,
    ...nearTown(random, town),
    contacts: user.nickname?.slice(0, 20) ?? '张老板',
    contactPhone: user.phone.startsWith('1') ? user.phone : demoPhone(random),
  };
}

/** Rentals, newest within the last four months; one in ten is off shelf. */
export function demoRentals(random: Random, now: number, stores: ColdStorageAuthTable[], users: RentUser[], count: number): ColdStorageRentTable[] {
  const byId = new Map(users.map((u) => [u.frontUserId, u]));
  return Array.from({ length: count }, (_, i) => {
    const published = now - random.int(0, 120) * DAY - random.int(0, DAY - 1);
    const store = random.chance(0.75) ? random.pick(stores) : undefined;
    const user = store ? (byId.get(store.ownerId ?? '') ?? users[0]!) : random.pick(users);
    const body = store ? offer(random, store, user) : wanted(random, user);
    return {
      coldStorageRentId: seededId(published, 3000 + i),
      ...body,
      activityCapacity: null,
      activityHole: null,
      manageScope: random.pick(SCOPES),
      require: random.pick(REQUIRE),
      imagesFile: '[]',
      publishStatus: i % 10 === 9 ? '0' : '1',
      publisherId: user.frontUserId,
      publishTime: new Date(published).toISOString(),
      updateTime: new Date(published).toISOString(),
    };
  });
}
