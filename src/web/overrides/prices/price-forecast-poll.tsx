import { memo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { callOperation } from '../../http/call-operation.ts';
import { tPrices } from '../../i18n/messages/prices.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useLoggedIn } from '../../shell/use-session.ts';
import { FALL_COLOR, RISE_COLOR } from '../../app/market-colors.ts';
import { varietyName } from './prices-format.ts';

const CHOICES = [
  { type: '1', key: 'up', color: RISE_COLOR },
  { type: '2', key: 'flat', color: '#757575' },
  { type: '3', key: 'down', color: FALL_COLOR },
] as const;

/** Today's up / flat / down poll for the variety; a signed-out tap goes to sign-in and comes back here. */
export const PriceForecastPoll = memo(function PriceForecastPoll({ goodsId }: { goodsId: string }) {
  const lang = useLanguage();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const input = { goodsId };
  const query = useStat('priceAnalyseForecast.findByGoodsId', input, goodsId !== '');
  const poll = query.data;

  async function vote(voteType: string) {
    if (!loggedIn) {
      navigate(locationFor('entry/login', { redirect: location.pathname + location.search }));
      return;
    }
    setBusy(true);
    try {
      const reply = await callOperation('priceAnalyseForecast.vote', { goodsId, voteType });
      queryClient.setQueryData(['stat', 'priceAnalyseForecast.findByGoodsId', input], reply.data);
    } catch {
      await query.refetch();
    } finally {
      setBusy(false);
    }
  }

  const total = poll?.total ?? 0;
  const mine = CHOICES.find((c) => c.type === poll?.myVote);
  return (
    <ChartCard
      title={tPrices('prices.poll.title')}
      subtitle={tPrices('prices.poll.subtitle', { variety: varietyName(goodsId, lang), total })}
      status={goodsId === '' ? 'pending' : query.status}
      onRetry={() => void query.refetch()}
      testId="price-poll"
      reserve={152}
    >
      {CHOICES.map((c) => {
        const votes = poll ? poll[c.key] : 0;
        const share = total === 0 ? 0 : Math.round((votes / total) * 100);
        return (
          <Box key={c.type} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
            <Typography sx={{ width: 40, color: c.color, fontWeight: 600 }}>{tPrices(`prices.poll.${c.key}`)}</Typography>
            <LinearProgress
              variant="determinate"
              value={share}
              aria-label={tPrices(`prices.poll.${c.key}`)}
              sx={{ flex: 1, height: 10, borderRadius: 5, bgcolor: 'grey.200', '& .MuiLinearProgress-bar': { bgcolor: c.color } }}
            />
            <Typography variant="body2" sx={{ width: 72, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-testid={`poll-${c.key}`}>
              {votes} · {share}%
            </Typography>
          </Box>
        );
      })}
      {mine ? (
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }} data-testid="poll-mine">
          {tPrices('prices.poll.voted', { vote: tPrices(`prices.poll.${mine.key}`) })}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {CHOICES.map((c) => (
            <Button
              key={c.type}
              fullWidth
              variant="outlined"
              disabled={busy}
              onClick={() => void vote(c.type)}
              sx={{ color: c.color, borderColor: c.color }}
              data-testid={`poll-vote-${c.key}`}
            >
              {c.key === 'up' ? '▲ ' : c.key === 'down' ? '▼ ' : '— '}
              {tPrices(`prices.poll.${c.key}`)}
            </Button>
          ))}
        </Box>
      )}
      {!loggedIn && !mine && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 0.5 }}>
          {tPrices('prices.poll.signIn')}
        </Typography>
      )}
    </ChartCard>
  );
});
