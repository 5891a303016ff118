import { useState } from 'react';
import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ChoiceChips } from '../../charts/stats/choice-chips.tsx';
import { axisTonnes, monthLabel, monthTick, tipTonnes } from '../../charts/stats/stats-format.ts';
import { STOCK_COLOR, categoryName } from './inventory-format.ts';

/** One goods category's national stock over 24 months; the share of all goods in store is in the tooltip. */
export function CategoryCard() {
  const lang = useLanguage();
  useDicts(['goodsCategory']);
  const [category, setCategory] = useState('1');
  const query = useStat('coldStorageStats.monthGoodsCategory', { goodsCategoryId: category });
  const months = query.data ?? [];
  const share = new Map(months.map((m) => [m.storeMonth, m.share]));
  const estimate = months.some((m) => m.estimate) ? ` · ${tStats('stats.estimate')}` : '';
  return (
    <>
      <ChoiceChips
        label={tInventory('inventory.category.pick')}
        options={dictCache.items('goodsCategory').map((i) => ({ value: i.id, label: i[lang] }))}
        value={category}
        onChange={setCategory}
        testId="stock-category"
      />
      <ChartCard
        title={`${tInventory('inventory.category.title')} · ${categoryName(category, lang)}`}
        subtitle={tInventory('inventory.category.subtitle') + estimate}
        status={query.status}
        onRetry={() => void query.refetch()}
        empty={months.length === 0}
      >
        <BarChart
          height={230}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: months.map((m) => m.storeMonth),
              valueFormatter: (v: string, ctx) =>
                ctx.location === 'tick' ? monthTick(v, lang) : `${monthLabel(v, lang)} · ${tStats('stats.share')} ${share.get(v) ?? 0}%`,
              tickLabelInterval: (_v: string, i: number) => (months.length - 1 - i) % 6 === 3,
              categoryGapRatio: 0.3,
            },
          ]}
          yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
          series={[
            {
              id: 'stock',
              label: categoryName(category, lang),
              color: STOCK_COLOR,
              data: months.map((m) => m.stockQuantity),
              valueFormatter: (v: number | null) => tipTonnes(v, lang),
            },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
    </>
  );
}
