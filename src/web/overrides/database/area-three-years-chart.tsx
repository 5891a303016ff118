import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { NATIONAL, SEASON_COLORS, areaRegionName, figure } from './database-format.ts';

/** Each county's area in the three latest years, a row of bars per county (the national figure would dwarf them). */
export function AreaThreeYearsChart() {
  const lang = useLanguage();
  const query = useStat('regionArea.lastThreeYears');
  const years = query.data?.years ?? [];
  const counties = (query.data?.regions ?? []).filter((r) => r.regionId !== NATIONAL);
  return (
    <ChartCard
      title={tDb('db.area.three')}
      subtitle={tDb('db.area.threeSubtitle')}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={counties.length === 0}
      testId="chart-card"
    >
      <BarChart
        layout="horizontal"
        height={Math.max(200, counties.length * 40 + 60)}
        margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        yAxis={[
          {
            scaleType: 'band',
            data: counties.map((r) => areaRegionName(r.regionId, lang)),
            width: lang === 'zh' ? 40 : 70,
            categoryGapRatio: 0.25,
            barGapRatio: 0.05,
          },
        ]}
        xAxis={[{ tickNumber: 4 }]}
        series={years.map((year, i) => ({
          id: String(year),
          label: String(year),
          // The newest year in the colour the newest season has on the weather pages.
          color: SEASON_COLORS[years.length - 1 - i],
          data: counties.map((r) => r.areas[i] ?? null),
          valueFormatter: (v: number | null) => `${figure(v, 1)} ${tDb('db.area.unit')}`,
        }))}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ vertical: true }}
      />
    </ChartCard>
  );
}
