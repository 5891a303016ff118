import { LineChart } from '../../charts/line-chart.tsx';
import { useLanguage } from '../../shell/use-language.ts';
import { SEASON_MONTHS, SERIES_COLORS, axisCount, axisTonnes, calendarMonth } from '../../charts/stats/stats-format.ts';

export interface SeasonLine {
  season: string;
  values: (number | null)[];
}

interface Props {
  /** Oldest season first; each has twelve values, June first. */
  lines: SeasonLine[];
  /** How a tooltip writes a value. */
  format: (v: number | null) => string;
  /** Values are tonnes (shortened on the axis) rather than counts. */
  tonnes?: boolean;
}

/** Seasons laid over each other, June to May, the latest in the strongest colour. */
export function SeasonLinesChart({ lines, format, tonnes = true }: Props) {
  const lang = useLanguage();
  const newestFirst = [...lines].reverse();
  return (
    <LineChart
      height={240}
      margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'point', data: [...SEASON_MONTHS], valueFormatter: (v: number) => calendarMonth(v, lang) }]}
      yAxis={[{ min: 0, width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => (tonnes ? axisTonnes(v, lang) : axisCount(v, lang)) }]}
      series={newestFirst.map((line, i) => ({
        id: line.season,
        label: line.season,
        color: SERIES_COLORS[i % SERIES_COLORS.length],
        data: line.values,
        showMark: i === 0,
        curve: 'monotoneX' as const,
        valueFormatter: format,
      }))}
      slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      grid={{ horizontal: true }}
    />
  );
}
