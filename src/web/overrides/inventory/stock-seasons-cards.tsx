import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { tipTonnes } from '../../charts/stats/stats-format.ts';
import { regionName } from './inventory-format.ts';
import { SeasonLinesChart } from './season-lines-chart.tsx';

const input = (regionId: string) => (regionId ? { regionId } : {});

/** Garlic stock through the latest three seasons, nationally or in one region. */
export function StockSeasonsCard({ regionId }: { regionId: string }) {
  const lang = useLanguage();
  const query = useStat('regionQuantity.stockThreeYears', input(regionId));
  const seasons = query.data ?? [];
  const scope = regionId ? regionName(regionId, lang) : tInventory('inventory.region.national');
  const estimate = seasons.some((s) => s.estimate) ? ` · ${tStats('stats.estimate')}` : '';
  return (
    <ChartCard
      title={tInventory('inventory.seasons.title')}
      subtitle={tInventory('inventory.seasons.subtitle', { scope }) + estimate}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={seasons.length === 0}
      testId="chart-card"
    >
      <SeasonLinesChart lines={seasons.map((s) => ({ season: s.season, values: s.months.map((m) => m.stockQuantity) }))} format={(v) => tipTonnes(v, lang)} />
    </ChartCard>
  );
}

/** Shipments (loads) through the latest three seasons, from the same region's markets. */
export function WalkSeasonsCard({ regionId }: { regionId: string }) {
  const lang = useLanguage();
  const query = useStat('regionQuantity.walkThreeYears', input(regionId));
  const seasons = query.data ?? [];
  const scope = regionId ? regionName(regionId, lang) : tInventory('inventory.walk.all');
  return (
    <ChartCard
      title={tInventory('inventory.walk.title')}
      subtitle={tInventory('inventory.walk.subtitle', { scope })}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={seasons.length === 0}
    >
      <SeasonLinesChart
        lines={seasons.map((s) => ({ season: s.season, values: s.months.map((m) => m.totalQuantity) }))}
        format={(v) => (v === null ? '–' : v.toLocaleString('en-US'))}
        tonnes={false}
      />
    </ChartCard>
  );
}
