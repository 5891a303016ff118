import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { Headline } from '../../charts/stats/headline.tsx';
import { monthLabel, percent, signedTonnes, tonnes } from '../../charts/stats/stats-format.ts';

/** The latest national garlic stock: its change on the month before and a season before, and how much of the peak is left. */
export function StockHeadline() {
  const lang = useLanguage();
  const query = useStat('regionQuantity.monthStock');
  const d = query.data;
  return (
    <ChartCard
      title={tInventory('inventory.headline.title')}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={!d?.storeMonth}
      testId="stock-headline"
    >
      {d?.storeMonth && (
        <Headline
          caption={tInventory('inventory.headline.caption', { month: monthLabel(d.storeMonth, lang) })}
          figure={tonnes(d.stockQuantity, lang)}
          changes={[
            { label: tInventory('inventory.headline.change'), text: signedTonnes(d.change, lang), value: d.change },
            { label: tStats('stats.yoy'), text: percent(d.yoy), value: d.yoy },
          ]}
          note={
            d.peakMonth
              ? tInventory('inventory.headline.remaining', {
                  percent: `${d.remaining ?? 0}%`,
                  peak: tonnes(d.peakQuantity, lang),
                  month: monthLabel(d.peakMonth, lang),
                })
              : undefined
          }
          estimate={d.estimate}
          testId="stock-latest"
        />
      )}
    </ChartCard>
  );
}
