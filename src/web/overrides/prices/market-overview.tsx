import { useNavigate } from 'react-router';
import { BarChart } from '../../charts/bar-chart.tsx';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tPrices } from '../../i18n/messages/prices.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ChangeText } from './change-text.tsx';
import { AVG_COLOR, gradeName, price, regionName, type PriceQuote } from './prices-format.ts';

interface Props {
  rows: PriceQuote[];
  date: string;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

const tableSx = {
  '& td, & th': { px: 0.75 },
  '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;

/** Each market's headline grade: bars to compare at a glance, then the exact figures; a row opens that market's prices. */
export function MarketOverview({ rows, date, status, onRetry }: Props) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const headlines = rows.filter((r) => r.headline);
  const names = headlines.map((r) => regionName(r.regionId, lang));
  // Room past the longest bar for its label.
  const axisMax = Math.ceil(Math.max(1, ...headlines.map((r) => r.avgPrice)) * 1.18);
  const open = (r: PriceQuote) => navigate(locationFor('garlic-price/garlic-price', { regionId: r.regionId, goodsId: r.goodsId }));
  return (
    <>
      <ChartCard
        title={tPrices('prices.overview.chart')}
        subtitle={tPrices('prices.overview.chartSubtitle', { date })}
        status={status}
        onRetry={onRetry}
        empty={headlines.length === 0}
      >
        <BarChart
          layout="horizontal"
          height={Math.max(200, headlines.length * 32 + 50)}
          margin={{ left: 0, right: 40, top: 8, bottom: 0 }}
          yAxis={[{ scaleType: 'band', data: names, width: lang === 'zh' ? 44 : 72, categoryGapRatio: 0.3 }]}
          xAxis={[{ valueFormatter: (v: number) => v.toFixed(0), tickNumber: 4, min: 0, max: axisMax }]}
          series={[
            {
              id: 'avg',
              label: tPrices('prices.avg'),
              data: headlines.map((r) => r.avgPrice),
              color: AVG_COLOR,
              barLabel: (item) => price(item.value),
              barLabelPlacement: 'outside',
              valueFormatter: (v: number | null, ctx) => {
                const r = headlines[ctx.dataIndex];
                return r ? `${price(v)} · ${gradeName(r.goodsId, r.specsId, lang)}` : price(v);
              },
            },
          ]}
          hideLegend
          slotProps={{ tooltip: { trigger: 'axis' } }}
          grid={{ vertical: true }}
        />
      </ChartCard>
      <ChartCard
        title={tPrices('prices.overview.table')}
        subtitle={tPrices('prices.overview.tableSubtitle')}
        status={status}
        onRetry={onRetry}
        empty={headlines.length === 0}
        testId="price-overview-table"
      >
        <Table size="small" sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell>{tPrices('prices.market')}</TableCell>
              <TableCell>{tPrices('prices.avg')}</TableCell>
              <TableCell>{tPrices('prices.change')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {headlines.map((r, i) => (
              <TableRow key={r.regionId} hover onClick={() => open(r)} sx={{ cursor: 'pointer' }} data-testid="price-overview-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {names[i]}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {gradeName(r.goodsId, r.specsId, lang)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>{price(r.avgPrice)}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {price(r.minPrice)}–{price(r.maxPrice)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <ChangeText change={r.change} rate={r.changeRate} showRate />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ChartCard>
    </>
  );
}

/** Every quotation of the day, grouped by market. */
export function AllQuotations({ rows, status, onRetry }: Omit<Props, 'date'>) {
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    <ChartCard
      title={tPrices('prices.overview.all')}
      subtitle={tPrices('prices.overview.allSubtitle', { count: rows.length })}
      status={status}
      onRetry={onRetry}
      empty={rows.length === 0}
      testId="price-all-table"
    >
      <Table size="small" sx={tableSx}>
        <TableBody>
          {rows.flatMap((r, i) => [
            ...(i === 0 || rows[i - 1]!.regionId !== r.regionId
              ? [
                  <TableRow key={`m-${r.regionId}`} sx={{ bgcolor: 'grey.100' }}>
                    <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                      {regionName(r.regionId, lang)}
                    </TableCell>
                  </TableRow>,
                ]
              : []),
            <TableRow
              key={`${r.regionId}|${r.goodsId}|${r.specsId}`}
              hover
              onClick={() => navigate(locationFor('garlic-price/garlic-price', { regionId: r.regionId, goodsId: r.goodsId }))}
              sx={{ cursor: 'pointer' }}
              data-testid="price-all-row"
            >
              <TableCell>{gradeName(r.goodsId, r.specsId, lang)}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{price(r.avgPrice)}</TableCell>
              <TableCell>
                <ChangeText change={r.change} />
              </TableCell>
            </TableRow>,
          ])}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
