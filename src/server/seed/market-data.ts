import type { Db } from '../db/database.ts';
import { seedWalkQuantity } from './demo-walk-quantity.ts';
import { seedPriceForecastVotes, seedPrices } from './demo-prices.ts';
import { seedPioneers } from './demo-pioneers.ts';

/** Fills one market-data table (prices, exports, …) with demo figures when it is empty. */
export type MarketSeeder = (db: Db, options: { now: Date }) => Promise<{ table: string; rows: number }>;

// Each market-data area adds its seeder here, one import and one entry a line.
export const marketSeeders: MarketSeeder[] = [
  seedWalkQuantity,
  seedPrices,
  seedPriceForecastVotes,
  seedPioneers,
];

/** Seeds every empty market-data table; runs on each start, so a new table gets its demo figures too. */
export async function seedMarketData(db: Db, options: { now: Date }): Promise<{ table: string; rows: number }[]> {
  const results = [];
  for (const seed of marketSeeders) results.push(await seed(db, options));
  return results.filter((r) => r.rows > 0);
}
