import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../generated/api.d.ts';
import { statQuery } from '../charts/use-stat.ts';
import { t } from '../i18n/translate.ts';

type DayCount = components['schemas']['dayCount'];

export function useTwoDayStatistic() {
  return useQuery(statQuery('buySell.towDayStatistic'));
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box sx={{ flex: 1, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ color: 'accent.main', fontWeight: 600 }}>
        {value ?? '–'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function Day({ title, day }: { title: string; day: DayCount | undefined }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Typography variant="subtitle2" align="center">
        {title}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <Count label={t('shell.stats.buy')} value={day?.buy} />
        <Count label={t('shell.stats.sell')} value={day?.sell} />
      </Box>
    </Box>
  );
}

/** Buy and sell posts listed today and yesterday. */
export function TwoDayStatistic() {
  const { data } = useTwoDayStatistic();
  return (
    <Paper component="section" aria-label={t('shell.stats.title')} sx={{ mx: 1.5, my: 1.5, py: 1.5 }} data-testid="two-day-statistic">
      <Box sx={{ display: 'flex' }}>
        <Day title={t('shell.stats.today')} day={data?.today} />
        <Box sx={{ borderLeft: 1, borderColor: 'divider' }} />
        <Day title={t('shell.stats.yesterday')} day={data?.yesterday} />
      </Box>
    </Paper>
  );
}
