import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useStat } from '../../charts/use-stat.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { NATIONAL } from './database-format.ts';
import { AreaHistory } from './area-history.tsx';
import { AreaThreeYearsChart } from './area-three-years-chart.tsx';
import { AreaYearCards } from './area-year-cards.tsx';

/** Planted area: a year (the latest by default) nationally and by county, the last three years, and the history. */
export function AreaDataPage() {
  useLanguage();
  useDicts(['areaRegion']);
  // The national series names the years there are figures for.
  const national = useStat('regionArea.historyYearPage', { regionId: NATIONAL, pageSize: 30 });
  const years = (national.data ?? []).map((r) => r.year);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0] ?? 0;
  const index = years.indexOf(year);
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5 }}>
        <IconButton
          aria-label={tDb('db.area.previous')}
          disabled={index === -1 || index >= years.length - 1}
          onClick={() => setChosen(years[index + 1]!)}
          data-testid="area-year-previous"
        >
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          select
          size="small"
          label={tDb('db.area.year')}
          value={index === -1 ? '' : year}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ flex: 1, bgcolor: 'background.paper' }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'area-year' } as object } }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y} data-testid={`area-year-${y}`}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={tDb('db.area.next')} disabled={index <= 0} onClick={() => setChosen(years[index - 1]!)} data-testid="area-year-next">
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <AreaYearCards year={year} yearsStatus={national.status} onRetryYears={() => void national.refetch()} />
      <AreaThreeYearsChart />
      <AreaHistory />
    </Box>
  );
}
