import type { entities } from '../../../generated/entities.ts';
import type { Db } from '../db/database.ts';
import { tradePostSource } from './voice-source-trade-post.ts';
import { dailyPriceSource } from './voice-source-daily-prices.ts';

/** The type values of spec/entities/voice-broadcast.yaml. */
export type VoiceSourceType = keyof (typeof entities)['voiceBroadcast']['fields']['type']['enumLabels'];

/** What a broadcast reads out: the item's title and its text, in Chinese, as spoken. */
export interface BroadcastItem {
  title: string;
  content: string;
}

/** How one type of content becomes a voice broadcast. */
export interface BroadcastSource {
  /** What the id names, for the 404 message. */
  what: string;
  /** The shape an id must have, and what the 400 message says when it does not. */
  idPattern?: { test: RegExp; message: string };
  /** The item's title and text, or undefined when it does not exist or the public may not see it. */
  read(db: Db, id: string): Promise<BroadcastItem | undefined>;
}

/**
 * Every source that POST /v1/voice/broadcast/add accepts, by type. To add one (market information,
 * hot news): append its type to the `type` enum of spec/entities/voice-broadcast.yaml with labels and run
 * codegen; write a BroadcastSource in voice-source-<name>.ts (read the item only when the public may see
 * it; keep phone numbers out of the text); add one line here, which TypeScript requires once the enum
 * has the type; add the web picker in src/web/overrides/broadcast/broadcast-sources.ts.
 */
export const broadcastSources = {
  BUY_SELL: tradePostSource,
  PRICE_DAY: dailyPriceSource,
} satisfies Record<VoiceSourceType, BroadcastSource>;
