import type { Db } from '../db/database.ts';

/** Fills one market-data table (prices, exports, …) with demo figures when it is empty. */
export type MarketSeeder = (db: Db, options: { now: Date }) => Promise<{ table: string; rows: number }>;
