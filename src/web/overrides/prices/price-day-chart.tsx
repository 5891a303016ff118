import { memo } from 'react';
import { LineChart } from '../../charts/line-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tCharts } from '../../i18n/messages/charts.ts';
import { tPrices } from '../../i18n/messages/prices.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { AVG_COLOR, BAND_COLOR, monthDay, PRICE_CHART_FRAME, PRICE_LINE } from './prices-format.ts';
import { SpecSelect } from './prices-selectors.tsx';

interface Props {
  regionId: string;
  goodsId: string;
  specsId: string;
  specs: readonly string[];
  onSpecChange: (specsId: string) => void;
}

/** The 30-day curve: the average bold, the high and low as thin dashed lines around it. */
export const PriceDayChartCard = memo(function PriceDayChartCard({ regionId, goodsId, specsId, specs, onSpecChange }: Props) {
  useLanguage(); // re-render in the new language
  const query = useStat('priceAnalyse.queryDayChart', { regionId, goodsId, ...(specsId ? { specsId } : {}) }, goodsId !== '');
  const days = query.data?.days ?? [];
  const lines = [
    { id: 'max', label: tPrices('prices.max'), color: BAND_COLOR, data: days.map((d) => d.maxPrice) },
    { id: 'avg', label: tPrices('prices.avg'), color: AVG_COLOR, data: days.map((d) => d.avgPrice) },
    { id: 'min', label: tPrices('prices.min'), color: BAND_COLOR, data: days.map((d) => d.minPrice) },
  ];
  // About four date labels, none on the first or last point where they would be cut.
  const every = Math.max(1, Math.ceil(days.length / 5));
  const labelled = (_v: string, i: number) => i > 0 && i < days.length - 1 && (days.length - 1 - i) % every === Math.floor(every / 2);
  return (
    <ChartCard
      title={tPrices('prices.chart.title')}
      subtitle={query.data ? tPrices('prices.chart.subtitle', { from: monthDay(query.data.startDate), to: monthDay(query.data.endDate) }) : undefined}
      status={goodsId === '' ? 'pending' : query.status}
      onRetry={() => void query.refetch()}
      empty={days.length === 0}
      reserve={308}
    >
      <SpecSelect value={specsId} options={specs} onChange={onSpecChange} />
      <LineChart
        exportItem={tCharts('charts.date')}
        height={230}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((d) => d.priceDate),
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? monthDay(v) : v),
            tickInterval: labelled,
          },
        ]}
        yAxis={[{ width: 44, valueFormatter: (v: number) => v.toFixed(2) }]}
        series={lines.map((line) => ({ ...line, ...PRICE_LINE }))}
        {...PRICE_CHART_FRAME}
        sx={{
          '& .MuiLineChart-line[data-series="max"], & .MuiLineChart-line[data-series="min"]': { strokeDasharray: '4 3', strokeWidth: 1.5 },
          '& .MuiLineChart-line[data-series="avg"]': { strokeWidth: 2.5 },
        }}
      />
    </ChartCard>
  );
});
