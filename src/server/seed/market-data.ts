import type { Db } from '../db/database.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { seedWalkQuantity } from './demo-walk-quantity.ts';
import { seedPriceForecastVotes, seedPrices } from './demo-prices.ts';
import { seedLiveBroadcasts } from './demo-live-broadcasts.ts';
import { seedBanners } from './demo-banners.ts';
import { seedVoiceBroadcasts } from './demo-voice-broadcasts.ts';
import { seedRegionArea } from './demo-region-area.ts';
import { seedWeather } from './demo-weather.ts';
import { seedSeedlings } from './demo-seedlings.ts';
import { seedExports } from './demo-exports.ts';
import { seedStock, seedStockCapacity } from './demo-stock.ts';
import { seedPioneers } from './demo-pioneers.ts';
import { seedColdStorage } from './seed-cold-storage.ts';

// Each market-data area adds its seeder here, one import and one entry a line.
export const marketSeeders: MarketSeeder[] = [
  seedWalkQuantity,
  seedPrices,
  seedPriceForecastVotes,
  seedLiveBroadcasts,
  seedBanners,
  seedVoiceBroadcasts, // after prices and trade posts: it reads them
  seedRegionArea,
  seedWeather,
  seedSeedlings,
  seedExports,
  seedStock,
  seedStockCapacity,
  seedPioneers,
  seedColdStorage,
];

/** Seeds every empty market-data table; runs on each start, so a new table gets its demo figures too. */
export async function seedMarketData(db: Db, options: { now: Date }): Promise<{ table: string; rows: number }[]> {
  const results = [];
  for (const seed of marketSeeders) results.push(await seed(db, options));
  return results.filter((r) => r.rows > 0);
}
