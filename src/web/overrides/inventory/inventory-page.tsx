import { useState } from 'react';
import Box from '@mui/material/Box';
import { useStat } from '../../charts/use-stat.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { LinkButton } from '../../charts/stats/link-button.tsx';
import { seasonOf } from '../../charts/stats/stats-format.ts';
import { CapacityYearsCard } from './capacity-years-card.tsx';
import { CategoryCard } from './category-card.tsx';
import { RegionCapacityCard } from './region-capacity-card.tsx';
import { DictSelect } from '../../charts/dict-select.tsx';
import { StockHeadline } from './stock-headline.tsx';
import { StockSeasonsCard, WalkSeasonsCard } from './stock-seasons-cards.tsx';

/** Cold-storage stock: the latest national figure, three seasons of stock and shipments, regions against capacity, categories and capacity by season. */
export function InventoryPage() {
  useLanguage();
  const [regionId, setRegionId] = useState('');
  const terms = useStat('regionQuantity.termMonthList');
  const months = (terms.data ?? []).map((m) => m.storeMonth);
  const [month, setMonth] = useState('');
  const latest = months[0] ?? '';
  return (
    <Box sx={{ pb: 2 }}>
      <StockHeadline />
      <Box sx={{ px: 1.5, pt: 0.5 }}>
        <DictSelect
          code="region"
          label={tInventory('inventory.region.label')}
          allLabel={tInventory('inventory.region.national')}
          value={regionId}
          onChange={setRegionId}
          testId="stock-region"
          minWidth={140}
        />
      </Box>
      <StockSeasonsCard regionId={regionId} />
      <WalkSeasonsCard regionId={regionId} />
      <RegionCapacityCard months={months} month={month || latest} onMonth={setMonth} monthsLoad={terms} />
      <CategoryCard />
      <CapacityYearsCard />
      <Box sx={{ px: 1.5, display: 'grid', gap: 1 }}>
        <LinkButton route="inventory/history-inventory-list" label={tInventory('inventory.history.link')} testId="stock-history-link" />
        <LinkButton
          route="inventory/history-inventory-detailForMonth"
          params={latest ? { seasonYear: seasonOf(latest), month: latest } : undefined}
          label={tInventory('inventory.month.link')}
          testId="stock-month-link"
        />
        <LinkButton
          route="inventory/history-inventory-detailForSameMonth"
          params={latest ? { month: latest } : undefined}
          label={tInventory('inventory.same.link')}
          testId="stock-same-link"
        />
      </Box>
    </Box>
  );
}
