import { memo, useState } from 'react';
import { LineChart } from '../../charts/line-chart.tsx';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tPrices } from '../../i18n/messages/prices.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { monthName, price, PRICE_CHART_FRAME, PRICE_LINE } from './prices-format.ts';
import { currentMonth, shiftMonth, splitMonth } from '../../../shared/china-time.ts';
import { SERIES_COLORS } from '../../charts/palette.ts';

const YEAR_COLORS = SERIES_COLORS.slice(0, 3);

interface Props {
  regionId: string;
  goodsId: string;
  specsId: string;
}

/** This month against the same month of the two years before: a line per year over the days of the month. */
export const PriceSameTermChart = memo(function PriceSameTermChart({ regionId, goodsId, specsId }: Props) {
  const lang = useLanguage();
  const latest = splitMonth(currentMonth());
  const [[year, month], setMonth] = useState<[number, number]>(latest);
  const query = useStat(
    'priceAnalyse.querySameTerm',
    { priceYear: year, priceMonth: month, regionId, goodsId, ...(specsId ? { specsId } : {}) },
    goodsId !== '',
  );
  const years = query.data?.years ?? [];
  const days = Array.from({ length: 31 }, (_, i) => i + 1);
  const atLatest = year === latest[0] && month === latest[1];
  return (
    <ChartCard
      title={tPrices('prices.sameTerm.title')}
      subtitle={tPrices('prices.sameTerm.subtitle', { month: monthName(year, month, lang) })}
      status={goodsId === '' ? 'pending' : query.status}
      onRetry={() => void query.refetch()}
      empty={false}
      testId="chart-card"
      reserve={336}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          size="small"
          aria-label={tPrices('prices.month.previous')}
          onClick={() => setMonth(shiftMonth(year, month, -1))}
          data-testid="same-term-previous"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="same-term-month">
          {monthName(year, month, lang)}
        </Typography>
        <IconButton
          size="small"
          aria-label={tPrices('prices.month.next')}
          onClick={() => setMonth(shiftMonth(year, month, 1))}
          disabled={atLatest}
          data-testid="same-term-next"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <LineChart
        height={220}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: days,
            valueFormatter: (v: number, ctx) => (ctx.location === 'tick' ? String(v) : tPrices('prices.sameTerm.day', { day: v })),
            tickInterval: (v: number) => v === 1 || v % 5 === 0,
          },
        ]}
        yAxis={[{ width: 44, valueFormatter: (v: number) => v.toFixed(2) }]}
        series={years.map((y, i) => {
          const byDay = new Map(y.days.map((d) => [d.day, d.avgPrice]));
          return {
            id: String(y.year),
            label: String(y.year),
            color: YEAR_COLORS[i % YEAR_COLORS.length],
            data: days.map((d) => byDay.get(d) ?? null),
            connectNulls: true,
            ...PRICE_LINE,
          };
        })}
        {...PRICE_CHART_FRAME}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-around', mt: 0.5 }} data-testid="same-term-averages">
        {years.map((y, i) => (
          <Box key={y.year} sx={{ textAlign: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {tPrices('prices.sameTerm.monthAvg', { year: y.year })}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: YEAR_COLORS[i % YEAR_COLORS.length], fontVariantNumeric: 'tabular-nums' }}>
              {price(y.monthAvg)}
            </Typography>
          </Box>
        ))}
      </Box>
    </ChartCard>
  );
});
