import Box from '@mui/material/Box';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { Headline } from '../stats/headline.tsx';
import { calendarMonth, monthLabel, percent, tonnes } from '../../charts/stats/stats-format.ts';
import type { ExportMonthTotal, ExportYearTotal } from './export-format.ts';

interface Props {
  year: ExportYearTotal | undefined;
  month: ExportMonthTotal | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** This year so far against the same months last year, and the latest month against the month and year before. */
export function ExportHeadline({ year, month, status, onRetry }: Props) {
  const lang = useLanguage();
  const range = year && (year.months === 12 ? tExports('exports.year.whole') : tExports('exports.year.range', { month: calendarMonth(year.months, lang) }));
  return (
    <ChartCard title={tExports('exports.headline.title')} status={status} onRetry={onRetry} empty={!year || !month} testId="export-headline">
      {year && month && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Headline
            caption={tExports('exports.year.caption', { year: year.year, range: range ?? '' })}
            figure={tonnes(year.sumQuantity, lang)}
            changes={[{ label: tStats('stats.yoy'), text: percent(year.yoy), value: year.yoy }]}
            note={tExports('exports.year.samePeriod', { year: year.year - 1 }) + ' ' + tonnes(year.lastYearQuantity, lang)}
            estimate={year.estimate}
            testId="export-year"
          />
          <Headline
            caption={tExports('exports.latest.caption', { month: monthLabel(month.exportMonth, lang) })}
            figure={tonnes(month.sumQuantity, lang)}
            changes={[
              { label: tStats('stats.mom'), text: percent(month.chain), value: month.chain },
              { label: tStats('stats.yoy'), text: percent(month.yoy), value: month.yoy },
            ]}
            estimate={month.estimate}
            testId="export-month"
          />
        </Box>
      )}
    </ChartCard>
  );
}
