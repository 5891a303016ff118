import { useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { waitingOn } from '../../charts/waiting-on.ts';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { decodeParams } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ChoiceChips } from '../../charts/stats/choice-chips.tsx';
import { Headline } from '../../charts/stats/headline.tsx';
import { LinkButton } from '../../charts/stats/link-button.tsx';
import { calendarMonth, monthLabel, numberParam, percent, tonnes } from '../../charts/stats/stats-format.ts';
import { CountryBars, CountryTable } from './export-country-figures.tsx';
import { ExportYearMonths as YearMonths } from './export-year-months.tsx';

const pad = (m: number) => String(m).padStart(2, '0');

/** Monthly exports of a year (params year, month): the months against the year before, and one month by destination. */
export function ExportMonthDetailPage() {
  const lang = useLanguage();
  useDicts(['exportCountry']);
  const params = decodeParams(useLocation().search);
  const [year, setYear] = useState(numberParam(params.year));
  const [month, setMonth] = useState(numberParam(params.month));
  const years = useStat('exportQuantity.getYearQuantity');
  const chosenYear = year ?? years.data?.at(-1)?.year;
  const item = useStat('exportQuantity.getHistoryQuantityItem', { year: chosenYear! }, chosenYear !== undefined);
  const published = (item.data?.months ?? []).filter((m) => m.sumQuantity !== null).map((m) => m.month);
  const chosenMonth = month !== undefined && published.includes(month) ? month : published.at(-1);
  const exportMonth = chosenYear !== undefined && chosenMonth !== undefined ? `${chosenYear}-${pad(chosenMonth)}` : '';
  const detail = useStat('exportQuantity.getMonthQuantityDetail', { exportMonth }, exportMonth !== '');
  const d = detail.data;
  const monthsLoad = waitingOn(chosenYear !== undefined, item, years);
  const detailLoad = waitingOn(exportMonth !== '', detail, monthsLoad);
  const retry = () => void detailLoad.refetch();
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ pt: 1 }}>
        <ChoiceChips
          label={tExports('exports.year.pick')}
          options={(years.data ?? []).map((y) => ({ value: y.year, label: String(y.year) })).reverse()}
          value={chosenYear}
          onChange={setYear}
          testId="export-year-chip"
        />
      </Box>
      <YearMonths data={item.data} status={monthsLoad.status} onRetry={() => void monthsLoad.refetch()} month={chosenMonth} onMonth={setMonth} />
      <ChoiceChips
        label={tExports('exports.month.pick')}
        options={published.map((m) => ({ value: m, label: calendarMonth(m, lang) }))}
        value={chosenMonth}
        onChange={setMonth}
        testId="export-month-chip"
      />
      <ChartCard
        title={tExports('exports.month.title', { month: exportMonth ? monthLabel(exportMonth, lang) : '' })}
        subtitle={
          tExports('exports.month.subtitle', { month: exportMonth ? monthLabel(exportMonth, lang) : '' }) +
          (d?.estimate ? ` · ${tStats('stats.estimate')}` : '')
        }
        status={detailLoad.status}
        onRetry={retry}
        empty={!d || d.countries.length === 0}
      >
        {d && (
          <>
            <Headline
              caption={monthLabel(d.exportMonth, lang)}
              figure={tonnes(d.sumQuantity, lang)}
              changes={[
                { label: tStats('stats.mom'), text: percent(d.chain), value: d.chain },
                { label: tStats('stats.yoy'), text: percent(d.yoy), value: d.yoy },
              ]}
              estimate={d.estimate}
              testId="export-month-total"
            />
            <CountryBars
              countries={d.countries}
              labels={[monthLabel(d.exportMonth, lang), monthLabel(`${Number(d.exportMonth.slice(0, 4)) - 1}${d.exportMonth.slice(4)}`, lang)]}
            />
          </>
        )}
      </ChartCard>
      <ChartCard
        title={tExports('exports.month.tableTitle', { month: exportMonth ? monthLabel(exportMonth, lang) : '' })}
        status={detailLoad.status}
        onRetry={retry}
        empty={!d || d.countries.length === 0}
        testId="export-country-table"
      >
        {d && <CountryTable countries={d.countries} total={d.sumQuantity} />}
      </ChartCard>
      <Box sx={{ px: 1.5 }}>
        <LinkButton
          route="export-statistics/history-export-statistics-detail4same"
          params={chosenMonth ? { month: chosenMonth } : undefined}
          label={tExports('exports.same.link')}
          testId="export-same-link"
        />
      </Box>
    </Box>
  );
}
