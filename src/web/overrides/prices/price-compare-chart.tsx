import { memo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import { ChartCard } from '../../charts/chart-card.tsx';
import { DictSelect } from '../../charts/dict-select.tsx';
import { LineChart } from '../../charts/line-chart.tsx';
import { SERIES_COLORS } from '../../charts/palette.ts';
import { callOperation } from '../../http/call-operation.ts';
import { feedback } from '../../http/feedback.ts';
import { tCharts } from '../../i18n/messages/charts.ts';
import { tPrices } from '../../i18n/messages/prices.ts';
import type { Language } from '../../i18n/language.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { addLine, COMPARE_MAX, dayChartInput, mergeDays, sameLine, type CompareLine } from './compare-model.ts';
import { monthDay, regionName, specName, varietyName, PRICE_CHART_FRAME, PRICE_LINE } from './prices-format.ts';

const lineName = (l: CompareLine, lang: Language) =>
  [regionName(l.regionId, lang), varietyName(l.goodsId, lang), l.specsId ? specName(l.specsId, lang) : ''].filter(Boolean).join(lang === 'zh' ? '' : ' ');

/**
 * Several markets or grades in one chart: the 30-day daily average of up to COMPARE_MAX lines, the
 * page's own market and variety first. The reader picks a market, variety and spec and adds its line.
 */
export const PriceCompareChart = memo(function PriceCompareChart({ regionId, goodsId }: { regionId: string; goodsId: string }) {
  const lang = useLanguage();
  // Until the reader changes the list, it follows the page's market and variety.
  const [chosen, setChosen] = useState<CompareLine[] | null>(null);
  const lines = chosen ?? (goodsId ? [{ regionId, goodsId, specsId: '' }] : []);
  const [pick, setPick] = useState<CompareLine>({ regionId: '', goodsId: '', specsId: '' });
  const next = { regionId: pick.regionId || regionId, goodsId: pick.goodsId || goodsId, specsId: pick.specsId };
  const queries = useQueries({
    queries: lines.map((line) => ({
      queryKey: ['stat', 'priceAnalyse.queryDayChart', dayChartInput(line)],
      queryFn: async () => (await callOperation('priceAnalyse.queryDayChart', dayChartInput(line), { silent: true })).data,
      staleTime: 60_000,
    })),
  });
  const { dates, values } = mergeDays(queries.map((q) => q.data?.days ?? []));
  const status =
    lines.length > 0 && queries.every((q) => q.status === 'error')
      ? 'error'
      : goodsId === '' || (lines.length > 0 && queries.every((q) => q.status === 'pending'))
        ? 'pending'
        : 'success';

  const add = () => {
    const result = addLine(lines, next);
    if (result.problem === 'full') feedback.toast(tCharts('compare.full', { max: COMPARE_MAX }), 3000);
    else if (result.problem === 'same') feedback.toast(tCharts('compare.same'), 3000);
    else setChosen(result.lines);
  };
  const remove = (line: CompareLine) => setChosen(lines.filter((l) => !sameLine(l, line)));
  const every = Math.max(1, Math.ceil(dates.length / 5));
  return (
    <ChartCard
      title={tCharts('compare.title')}
      subtitle={tCharts('compare.subtitle', { max: COMPARE_MAX })}
      status={status}
      onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
      empty={false}
      testId="price-compare"
      reserve={400}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {lines.map((line, i) => (
          <Chip
            key={`${line.regionId}-${line.goodsId}-${line.specsId}`}
            size="small"
            label={lineName(line, lang)}
            onDelete={() => remove(line)}
            // One control: the chip (a button, Delete or Backspace removes it) named for what it does.
            aria-label={tCharts('compare.remove', { name: lineName(line, lang) })}
            deleteIcon={<CancelIcon data-testid="compare-remove" />}
            icon={
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: SERIES_COLORS[i % SERIES_COLORS.length], ml: '8px !important' }}
              />
            }
            sx={{ bgcolor: 'background.paper' }}
            variant="outlined"
            data-testid="compare-line"
          />
        ))}
      </Box>
      {/* Two rows on a phone: market and variety, then spec and the button. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center', '& > .MuiTextField-root': { flex: '1 1 40%' } }}>
        <DictSelect
          code="region"
          label={tPrices('prices.market')}
          value={next.regionId}
          onChange={(id) => setPick({ ...next, regionId: id })}
          testId="compare-market"
        />
        <DictSelect
          code="varieties"
          label={tPrices('prices.variety')}
          value={next.goodsId}
          onChange={(id) => setPick({ ...next, goodsId: id })}
          testId="compare-variety"
        />
        <DictSelect
          code="specs"
          label={tPrices('prices.spec')}
          value={next.specsId}
          onChange={(id) => setPick({ ...next, specsId: id })}
          testId="compare-spec"
          allLabel={tPrices('prices.allSpecs')}
        />
        <Button
          variant="contained"
          size="small"
          onClick={add}
          disabled={lines.length >= COMPARE_MAX}
          sx={{ flex: '0 0 auto', minWidth: 88, height: 40 }}
          data-testid="compare-add"
        >
          {tCharts('compare.add')}
        </Button>
      </Box>
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }} data-testid="compare-none">
          {tCharts('compare.none')}
        </Typography>
      ) : (
        <LineChart
          exportItem={tCharts('charts.date')}
          height={260}
          margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'point',
              data: dates,
              valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? monthDay(v) : v),
              tickInterval: (_v: string, i: number) => i > 0 && i < dates.length - 1 && (dates.length - 1 - i) % every === Math.floor(every / 2),
            },
          ]}
          yAxis={[{ width: 44, valueFormatter: (v: number) => v.toFixed(2) }]}
          series={lines.map((line, i) => ({
            id: `line-${i}`,
            label: lineName(line, lang),
            color: SERIES_COLORS[i % SERIES_COLORS.length],
            data: values[i] ?? [],
            connectNulls: true,
            ...PRICE_LINE,
          }))}
          {...PRICE_CHART_FRAME}
        />
      )}
    </ChartCard>
  );
});
