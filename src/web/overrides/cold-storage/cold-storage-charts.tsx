import { BarChart } from '../../charts/bar-chart.tsx';
import { PieChart } from '../../charts/pie-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import type { ColdStatistics } from './cold-format.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { usePlace } from '../../views/use-template-helpers.ts';

type Status = 'pending' | 'error' | 'success';

/** Certified capacity per county, in 10,000 t (万吨), biggest first. */
export function CapacityByCounty({ stat, status, onRetry }: { stat: ColdStatistics | undefined; status: Status; onRetry(): void }) {
  const lang = useLanguage();
  const place = usePlace();
  const rows = stat?.byCounty ?? [];
  return (
    <ChartCard
      title={tc('cold.big.byCounty', {}, lang)}
      subtitle={tc('cold.big.byCountySubtitle', {}, lang)}
      status={status}
      onRetry={onRetry}
      empty={rows.length === 0}
      testId="cold-by-county"
    >
      <BarChart
        layout="horizontal"
        height={Math.max(180, rows.length * 36 + 40)}
        margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        yAxis={[{ scaleType: 'band', data: rows.map((r) => place(r.key, r.name)), width: lang === 'zh' ? 52 : 108, categoryGapRatio: 0.35 }]}
        xAxis={[{ tickNumber: 4, valueFormatter: (v: number) => (v >= 10_000 ? `${v / 10_000}${lang === 'zh' ? '万' : '0k'}` : String(v)) }]}
        series={[{ id: 'capacity', data: rows.map((r) => r.capacity), color: '#2e7d32', valueFormatter: (v) => `${(v ?? 0).toLocaleString('en')} t` }]}
        grid={{ vertical: true }}
        hideLegend
      />
    </ChartCard>
  );
}

const TYPE_COLORS = ['#2e7d32', '#1565c0', '#ef6c00', '#6d4c41'];

/** How many certified stores are brick, steel-frame or assembled. */
export function StoresByType({ stat, status, onRetry }: { stat: ColdStatistics | undefined; status: Status; onRetry(): void }) {
  const lang = useLanguage();
  const rows = stat?.byType ?? [];
  useDicts(['storageType']);
  const typeName = (key: string, fallback: string) => {
    const name = dictCache.name('storageType', key, lang);
    return name.startsWith('[') ? fallback : name;
  };
  return (
    <ChartCard title={tc('cold.big.byType', {}, lang)} status={status} onRetry={onRetry} empty={rows.length === 0} testId="cold-by-type">
      <PieChart
        height={180}
        series={[
          {
            innerRadius: 36,
            paddingAngle: 2,
            cornerRadius: 3,
            data: rows.map((r, i) => ({
              id: r.key,
              value: r.stores,
              label: `${typeName(r.key, r.name)} ${r.stores}`,
              color: TYPE_COLORS[i % TYPE_COLORS.length],
            })),
          },
        ]}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </ChartCard>
  );
}
