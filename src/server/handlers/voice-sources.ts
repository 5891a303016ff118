import { tradePostSource } from './voice-source-trade-post.ts';
import { dailyPriceSource } from './voice-source-daily-prices.ts';
import type { BroadcastSource, VoiceSourceType } from './broadcast-source.ts';

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
