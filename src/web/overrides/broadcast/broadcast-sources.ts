import { useQuery } from '@tanstack/react-query';
import { enumLabels } from '../../../../generated/enum-labels.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { callOperation } from '../../http/call-operation.ts';
import type { OperationData } from '../../../../generated/operation-types.ts';
import type { Language } from '../../i18n/language.ts';

/** The type values of spec/entities/voice-broadcast.yaml, with their labels. */
export const sourceLabels = enumLabels.voiceBroadcast.type;
export type SourceType = keyof typeof sourceLabels;

export interface SourceOption {
  id: string;
  label: string;
}

interface SourcePicker {
  /** What the reader picks from (the newest first). */
  useOptions(lang: Language, enabled: boolean): { status: 'pending' | 'error' | 'success'; options: SourceOption[] };
}

type Post = OperationData<'buySell.findByPage'>[number];
const DAYS = 5;

/** The last quotation days: the latest batch, then each one's previous batch. */
const priceDays: SourcePicker = {
  useOptions(lang, enabled) {
    const query = useQuery({
      queryKey: ['voice', 'days'],
      enabled,
      queryFn: async () => {
        const days: string[] = [];
        let batch: string | null | undefined;
        do {
          const reply = await callOperation('priceAnalyse.day', batch ? { batchNum: batch } : {}, { silent: true });
          if (!reply.data.batchNum) break;
          days.push(reply.data.batchNum);
          batch = reply.data.previousBatchNum;
        } while (batch && days.length < DAYS);
        return days;
      },
    });
    const label = (b: string) =>
      lang === 'zh' ? `${b.slice(0, 4)}年${Number(b.slice(4, 6))}月${Number(b.slice(6))}日` : `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6)}`;
    return { status: query.status, options: (query.data ?? []).map((b) => ({ id: b, label: label(b) })) };
  },
};

/** The latest listed trade posts. */
const tradePosts: SourcePicker = {
  useOptions(lang, enabled) {
    const query = useQuery({
      queryKey: ['voice', 'posts'],
      enabled,
      queryFn: async () => (await callOperation('buySell.findByPage', { pageSize: 10 }, { silent: true })).data,
    });
    const kinds = enumLabels.buySell.transactionType as Record<string, { en: string; zh: string }>;
    const label = (p: Post) =>
      [
        kinds[p.transactionType ?? '']?.[lang],
        `${dictCache.name('varieties', p.varietiesId, lang)} ${dictCache.name('specs', p.specsId, lang)}`,
        dictCache.name('region', p.regionId, lang),
        `${(p.price ?? 0).toFixed(2)}`,
      ]
        .filter(Boolean)
        .join(' · ');
    return { status: query.status, options: (query.data ?? []).map((p) => ({ id: p.buySellId, label: label(p) })) };
  },
};

/**
 * How the reader picks an item of each source. A new source (market information, hot news) adds its
 * type to spec/entities/voice-broadcast.yaml, its reader to src/server/handlers/voice-sources.ts and
 * its picker here; TypeScript asks for all three.
 */
export const sourcePickers = {
  PRICE_DAY: priceDays,
  BUY_SELL: tradePosts,
} satisfies Record<SourceType, SourcePicker>;
