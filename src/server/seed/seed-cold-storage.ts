import type { Db } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom } from './random.ts';
import { demoMapEntries, demoStores, type DemoOwner } from './demo-cold-storage.ts';
import { demoRentals } from './demo-cold-rentals.ts';
import { demoStock } from './demo-cold-stock.ts';

export const DEMO_RENTAL_COUNT = 48;
export const DEMO_MAP_ENTRY_COUNT = 26;

/** Owners of the demo stores: the demo account (two stores in Jinxiang), cold-store people by nickname, and the agents. */
const NAMED_OWNERS: [string, string, number][] = [
  ['金乡冷库老王', '370828', 3],
  ['金乡蒜商老孙', '370828', 1],
  ['邳州蒜业周经理', '320382', 1],
  ['邳州出口张总', '320382', 1],
  ['杞县苏木老马', '410221', 2],
  ['中牟韩寺大蒜', '410122', 1],
  ['兰陵蒜农老胡', '371324', 1],
];
const AGENT_COUNTIES: [string, number][] = [
  ['370828', 8],
  ['320382', 6],
  ['410221', 5],
  ['410122', 4],
  ['371324', 5],
];

/**
 * Certified stores, map entries, rentals and agents' monthly stock, made by the demo users; runs
 * when the certification table is empty and the demo users are there, all in one transaction.
 */
export const seedColdStorage: MarketSeeder = async (db: Db, { now }) => {
  const none = { table: 'cold_storage_auth', rows: 0 };
  if (await db.selectFrom('cold_storage_auth').select('coldStorageAuthId').limit(1).executeTakeFirst()) return none;
  const users = await db
    .selectFrom('front_user')
    .select(['frontUserId', 'nickname', 'phone', 'roles', 'wxOpenid'])
    .where('wxOpenid', 'like', 'demo-openid-%')
    .orderBy('wxOpenid')
    .execute();
  if (users.length === 0) return none;
  const owners: DemoOwner[] = [{ ...users[0]!, countyCode: '370828', stores: 2 }];
  for (const [nickname, countyCode, stores] of NAMED_OWNERS) {
    const user = users.find((u) => u.nickname === nickname);
    if (user) owners.push({ ...user, countyCode, stores });
  }
  const agents = users.filter((u) => (u.roles ?? '').includes('"agent"'));
  agents.forEach((agent, i) => {
    const [countyCode, stores] = AGENT_COUNTIES[i % AGENT_COUNTIES.length]!;
    owners.push({ ...agent, countyCode, stores });
  });

  const random = createRandom(20261110);
  const time = now.getTime();
  const stores = demoStores(random, time, owners);
  const agentIds = new Set(agents.map((a) => a.frontUserId));
  const stock = demoStock(
    random,
    time,
    stores.filter((s) => agentIds.has(s.ownerId ?? '')),
  );
  const entries = demoMapEntries(
    random,
    time,
    users.map((u) => u.frontUserId),
    DEMO_MAP_ENTRY_COUNT,
  );
  const rentals = demoRentals(random, time, stores, users, DEMO_RENTAL_COUNT);
  await db.transaction().execute(async (trx) => {
    await bulkInsert(trx, 'cold_storage_auth', stores);
    await bulkInsert(trx, 'cold_storage_apply', entries);
    await bulkInsert(trx, 'cold_storage_rent', rentals);
    await bulkInsert(trx, 'cold_storage_inventory', stock);
  });
  return { table: 'cold_storage_*', rows: stores.length + entries.length + rentals.length + stock.length };
};
