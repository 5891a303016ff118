import type { ColdStorageApplyTable, ColdStorageAuthTable } from '../../../generated/db.ts';
import type { Random } from './random.ts';
import { seededId } from './demo-users.ts';
import {
  PRINCIPALS,
  STORE_COUNTIES,
  countyFields,
  STORE_INTROS,
  STORE_SUFFIXES,
  STORE_WORDS,
  type StoreCounty,
  type StoreTown,
} from './demo-cold-storage-places.ts';

// Demo certified stores and map entries (DOMAIN.md 2.6): rooms (库洞) of 250–450 t, stores of a few
// thousand to twenty-odd thousand tonnes, most of them in and around Jinxiang.

const DAY = 86_400_000;

export interface DemoOwner {
  frontUserId: string;
  phone: string;
  /** Where this owner's stores are (county code), and how many. */
  countyCode: string;
  stores: number;
}

export const countyOf = (code: string): StoreCounty => STORE_COUNTIES.find((c) => c.countyCode === code) ?? STORE_COUNTIES[0]!;

/** A GCJ-02 point within about a kilometre of the town seat. */
export function nearTown(random: Random, town: StoreTown) {
  return { latitude: Number((town.lat + random.float(-0.012, 0.012)).toFixed(6)), longitude: Number((town.lng + random.float(-0.012, 0.012)).toFixed(6)) };
}

export function demoPhone(random: Random): string {
  return `${random.pick(['135', '137', '139', '150', '152', '158', '187', '188'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

const round10 = (n: number) => Math.round(n / 10) * 10;

/** The storage-age dictionary id of a store built in that year (1: under 1 year … 4: over 5). */
function storageAge(built: number, now: number): string {
  const years = (now - built) / (365 * DAY);
  return years < 1 ? '1' : years < 3 ? '2' : years < 5 ? '3' : '4';
}

function goods(random: Random): string[] {
  const list = ['1'];
  if (random.chance(0.55)) list.push('2');
  if (random.chance(0.3)) list.push('3');
  if (random.chance(0.15)) list.push('4');
  if (random.chance(0.06)) list.push('6');
  return list;
}

export function demoStores(random: Random, now: number, owners: DemoOwner[]): ColdStorageAuthTable[] {
  const used = new Set<string>();
  const rows: ColdStorageAuthTable[] = [];
  let n = 0;
  for (const owner of owners) {
    const county = countyOf(owner.countyCode);
    for (let i = 0; i < owner.stores; i += 1) {
      const town = random.pick(county.towns);
      let name: string;
      do {
        const withTown = random.chance(0.5) && !town.town.endsWith('街道');
        name = `${county.county}${withTown ? town.town : ''}${random.pick(STORE_WORDS)}${random.pick(STORE_SUFFIXES)}`;
      } while (used.has(name));
      used.add(name);
      const holes = random.int(county.holes[0], county.holes[1]);
      const activityHole = random.chance(0.35) ? random.int(2, 6) : 0;
      const built = now - random.int(300, 15 * 365) * DAY;
      const created = now - random.int(20, 700) * DAY - random.int(0, DAY - 1);
      const point = nearTown(random, town);
      rows.push({
        coldStorageAuthId: seededId(created, n++),
        name,
        principal: random.pick(PRINCIPALS),
        contactPhone: owner.phone,
        ...countyFields(county),
        address: `${town.town}${random.pick(['工业园区', '冷库区', '大蒜市场东侧', '物流园', '304省道旁', '镇政府南'])}${random.int(1, 88)}号`,
        ...point,
        type: random.weighted([
          ['1', 5],
          ['2', 3],
          ['3', 2],
        ] as const),
        storageAgeId: storageAge(built, now),
        coldStorageDate: new Date(built).toISOString().slice(0, 10),
        fixedCapacity: holes * round10(random.int(county.holeTonnes[0], county.holeTonnes[1])),
        fixedHole: holes,
        activityCapacity: activityHole * round10(random.int(150, 250)),
        activityHole,
        goodsCategoryIdList: JSON.stringify(goods(random)),
        intro: random.pick(STORE_INTROS),
        creditCode: null,
        doorFiles: '[]',
        doorHeaderFiles: '[]',
        interiorFiles: '[]',
        supportFiles: '[]',
        tentFiles: '[]',
        ownerId: owner.frontUserId,
        createTime: new Date(created).toISOString(),
        reviewStatus: '1',
        reviewReason: '',
        updateTime: new Date(created).toISOString(),
      });
    }
  }
  return rows;
}

const SURNAMES = ['老刘', '老张', '老李', '老赵', '老孙', '老陈', '老杨', '老周', '老郭', '老何'] as const;

/** Stores people added on the map without certifying them: small family stores in the same towns. */
export function demoMapEntries(random: Random, now: number, userIds: string[], count: number): ColdStorageApplyTable[] {
  return Array.from({ length: count }, (_, i) => {
    const county = random.weighted(STORE_COUNTIES.map((c) => [c, c.weight] as const));
    const town = random.pick(county.towns);
    const created = now - random.int(5, 400) * DAY - random.int(0, DAY - 1);
    const holes = random.int(3, 12);
    return {
      coldStorageApplyId: seededId(created, 2000 + i),
      name: `${county.short}${town.town.replace(/街道$/, '')}${random.pick(SURNAMES)}冷库`,
      principal: random.pick(PRINCIPALS),
      contactPhone: demoPhone(random),
      ...countyFields(county),
      address: `${town.town}${random.pick(['村东头', '村北', '路口往西200米', '加油站对面'])}`,
      ...nearTown(random, town),
      imagesFile: '[]',
      intro: `${holes}个库洞，约${holes * round10(random.int(200, 320))}吨，${random.pick(['主存大蒜', '存大蒜和蒜米', '大蒜、蒜薹都能存'])}。`,
      publisherId: random.pick(userIds),
      createTime: new Date(created).toISOString(),
      reviewStatus: '1',
      reviewReason: '',
    };
  });
}
