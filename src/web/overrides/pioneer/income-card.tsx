import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../http/call-operation.ts';
import { tPioneer, type PioneerMessageKey } from '../../i18n/messages/pioneer.ts';
import { yuan } from './pioneer-format.ts';
import type { PioneerIncome } from './pioneer-types.ts';

const FIGURES: readonly [keyof PioneerIncome, PioneerMessageKey, boolean][] = [
  ['totalIncome', 'pioneer.income.total', true],
  ['monthIncome', 'pioneer.income.month', true],
  ['todayIncome', 'pioneer.income.today', true],
  ['paidOrders', 'pioneer.income.orders', false],
  ['subscribers', 'pioneer.income.subscribers', false],
];

/** The pioneer's income from subscriptions (money in yuan, from fen) and how many read them. */
export function IncomeCard() {
  const query = useQuery({
    queryKey: ['detail', 'garlicPioneerOrder.publisherOrderInfo'],
    queryFn: async () => (await callOperation('garlicPioneerOrder.publisherOrderInfo', {}, { silent: true })).data,
    retry: false,
    staleTime: 0,
  });
  const income = query.data;
  return (
    <Paper square elevation={0} sx={{ mt: 1, p: 2, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', rowGap: 1.5 }} data-testid="income-card">
      {FIGURES.map(([key, label, money], i) => (
        <Box key={key} sx={{ textAlign: 'center', gridColumn: i === 0 ? 'span 4' : undefined, minWidth: 0 }}>
          <Typography
            variant={i === 0 ? 'h5' : 'subtitle1'}
            sx={{ fontWeight: 700, color: money ? 'accent.main' : 'text.primary', fontVariantNumeric: 'tabular-nums' }}
            data-testid={`income-${key}`}
          >
            {income ? (money ? yuan(income[key]) : String(income[key])) : '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {tPioneer(label)}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
