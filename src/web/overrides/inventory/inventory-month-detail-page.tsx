import { useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { useStat } from '../../charts/use-stat.ts';
import { waitingOn } from '../../charts/waiting-on.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { decodeParams } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ChoiceChips } from '../../charts/stats/choice-chips.tsx';
import { LinkButton } from '../../charts/stats/link-button.tsx';
import { calendarMonth, numberParam } from '../../charts/stats/stats-format.ts';
import { SeasonMonthsCard } from './season-months-card.tsx';
import { StockRegionsCard } from './stock-regions-card.tsx';

/** Monthly stock of a season (params seasonYear, month): its months against the season before, and one month by region. */
export function InventoryMonthDetailPage() {
  const lang = useLanguage();
  const params = decodeParams(useLocation().search);
  const [season, setSeason] = useState(numberParam(params.seasonYear));
  const [month, setMonth] = useState(typeof params.month === 'string' ? params.month : '');
  const seasons = useStat('regionQuantity.stockYears');
  const seasonYear = season ?? seasons.data?.at(-1)?.seasonYear;
  const list = useStat('regionQuantity.historyMonthList', { year: seasonYear! }, seasonYear !== undefined);
  const published = (list.data ?? []).filter((m) => m.stockQuantity !== null).map((m) => m.storeMonth);
  const chosen = published.includes(month) ? month : (published.at(-1) ?? '');
  const detail = useStat('regionQuantity.termMonthDetail', { month: chosen }, chosen !== '');
  const listLoad = waitingOn(seasonYear !== undefined, list, seasons);
  const detailLoad = waitingOn(chosen !== '', detail, listLoad);
  const chooseSeason = (year: number) => {
    setSeason(year);
    setMonth('');
  };
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ pt: 1 }}>
        <ChoiceChips
          label={tInventory('inventory.season.pick')}
          options={(seasons.data ?? []).map((s) => ({ value: s.seasonYear, label: s.season })).reverse()}
          value={seasonYear}
          onChange={chooseSeason}
          testId="stock-season-chip"
        />
      </Box>
      <SeasonMonthsCard
        seasonYear={seasonYear ?? 0}
        months={list.data ?? []}
        status={listLoad.status}
        onRetry={() => void listLoad.refetch()}
        month={chosen}
        onMonth={setMonth}
      />
      <ChoiceChips
        label={tInventory('inventory.month.pick')}
        options={published.map((m) => ({ value: m, label: calendarMonth(Number(m.slice(5, 7)), lang) }))}
        value={chosen}
        onChange={setMonth}
        testId="stock-month-chip"
      />
      <StockRegionsCard detail={detail.data} status={detailLoad.status} onRetry={() => void detailLoad.refetch()} />
      <Box sx={{ px: 1.5 }}>
        <LinkButton
          route="inventory/history-inventory-detailForSameMonth"
          params={chosen ? { month: chosen } : undefined}
          label={tInventory('inventory.same.link')}
          testId="stock-same-link"
        />
      </Box>
    </Box>
  );
}
