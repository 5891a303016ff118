import { BarChart } from '../../charts/bar-chart.tsx';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { FigureTable } from '../../charts/stats/figure-table.tsx';
import { axisTonnes, exact, percent, tipTonnes } from '../../charts/stats/stats-format.ts';
import { BEFORE_COLOR, EXPORT_COLOR, countryName, type ExportCountryFigure } from './export-format.ts';

const TOP = 10;

/** The largest destinations as horizontal bars, with the same months a year before beside them. */
export function CountryBars({ countries, labels }: { countries: ExportCountryFigure[]; labels?: [string, string] }) {
  const lang = useLanguage();
  const top = countries.filter((c) => c.exportCountry !== 'ZZ').slice(0, TOP);
  return (
    <BarChart
      layout="horizontal"
      height={top.length * 30 + 56}
      margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
      yAxis={[
        {
          scaleType: 'band',
          data: top.map((c) => countryName(c.exportCountry, lang)),
          width: lang === 'zh' ? 60 : 84,
          categoryGapRatio: 0.25,
          barGapRatio: 0.1,
        },
      ]}
      xAxis={[{ valueFormatter: (v: number) => axisTonnes(v, lang), tickNumber: 3 }]}
      series={[
        {
          id: 'current',
          label: labels?.[0] ?? tExports('exports.years.thisYear'),
          color: EXPORT_COLOR,
          data: top.map((c) => c.sumQuantity),
          valueFormatter: (v: number | null) => tipTonnes(v, lang),
        },
        {
          id: 'before',
          label: labels?.[1] ?? tExports('exports.years.samePeriod'),
          color: BEFORE_COLOR,
          data: top.map((c) => c.lastYearQuantity),
          valueFormatter: (v: number | null) => tipTonnes(v, lang),
        },
      ]}
      slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      grid={{ vertical: true }}
    />
  );
}

/** Every destination with its exact tonnes, share and change. */
export function CountryTable({ countries, total }: { countries: ExportCountryFigure[]; total: number }) {
  const lang = useLanguage();
  return (
    <FigureTable
      columns={[
        { label: tExports('exports.countries.country'), cell: (c: ExportCountryFigure) => countryName(c.exportCountry, lang) },
        { label: tStats('stats.tonnes'), cell: (c) => exact(c.sumQuantity) },
        { label: tStats('stats.share'), cell: (c) => `${c.share.toFixed(1)}%` },
        { label: tStats('stats.yoy'), cell: (c) => percent(c.yoy) },
      ]}
      rows={countries}
      rowKey={(c) => c.exportCountry}
      rowTestId="export-country-row"
      footer={
        <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }} data-testid="export-country-total">
          <TableCell>{tStats('stats.total')}</TableCell>
          <TableCell>{exact(total)}</TableCell>
          <TableCell>100%</TableCell>
          <TableCell />
        </TableRow>
      }
    />
  );
}
