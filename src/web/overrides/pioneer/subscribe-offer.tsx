import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { callOperation } from '../../http/call-operation.ts';
import { feedback } from '../../http/feedback.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { locationFor } from '../../router/paths.ts';
import { useLoggedIn } from '../../shell/use-session.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { devPayAddress, wechatPay } from './pay-subscription.ts';
import { periodName } from './pioneer-format.ts';
import { useNames } from './use-names.ts';
import type { PioneerFeeModel } from './pioneer-types.ts';

interface Props {
  pioneerId: string;
  offers: readonly PioneerFeeModel[];
  /** After WeChat's sheet says ok: the page reloads what the payment opens. */
  onPaid: () => void;
  /** Name each variety above its prices (a paywall of one variety already says it). */
  named?: boolean;
}

/** A pioneer's prices, a row of buttons per variety; a tap orders and goes to pay. */
export function SubscribeOffer({ pioneerId, offers, onPaid, named = true }: Props) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const names = useNames();
  const varieties = [...new Set(offers.map((o) => o.goodsId))];

  async function subscribe(offer: PioneerFeeModel) {
    if (!loggedIn) {
      void navigate(locationFor('entry/login', { redirect: location.pathname + location.search }));
      return;
    }
    setBusy(true);
    try {
      const { data } = await callOperation('garlicPioneerUserSubscribe.pay', { feeModelId: offer.feeModelId, goodsId: offer.goodsId, id: pioneerId });
      if (data.channel === 'dev' && data.payUrl) {
        window.location.assign(devPayAddress(data.payUrl, window.location.href));
        return;
      }
      const outcome = data.wxPay ? await wechatPay(data.wxPay) : 'unavailable';
      if (outcome === 'ok') {
        feedback.toast(tPioneer('pioneer.offer.pending'), 3000);
        onPaid();
      } else if (outcome === 'cancel') feedback.toast(tPioneer('pioneer.offer.cancelled'), 3000);
      else if (outcome === 'unavailable')
        feedback.alert({ title: tPioneer('pioneer.offer.title'), message: tPioneer('pioneer.offer.wechatOnly'), showCancel: false });
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box data-testid="subscribe-offer">
      {varieties.map((goodsId) => {
        const prices = offers.filter((o) => o.goodsId === goodsId);
        return (
          <Box key={goodsId} sx={{ mb: 1.5 }}>
            {named && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                {tPioneer('pioneer.offer.subtitle', { variety: names.dict('varieties', goodsId) })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              {prices.map((offer) => (
                <Button
                  key={offer.feeModelId}
                  variant={offer.periodType === '2' ? 'contained' : 'outlined'}
                  color="secondary"
                  disabled={busy}
                  onClick={() => void subscribe(offer)}
                  data-testid={`subscribe-${offer.goodsId}-${offer.periodType}`}
                  sx={{
                    flex: 1,
                    flexDirection: 'column',
                    py: 0.75,
                    lineHeight: 1.3,
                    color: offer.periodType === '2' ? 'primary.contrastText' : 'primary.main',
                    bgcolor: offer.periodType === '2' ? 'primary.main' : undefined,
                  }}
                >
                  <span>{periodName(offer.periodType)}</span>
                  <strong>¥{formatMoney(offer.price)}</strong>
                </Button>
              ))}
            </Box>
          </Box>
        );
      })}
      {!loggedIn && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center' }}>
          {tPioneer('pioneer.offer.signIn')}
        </Typography>
      )}
    </Box>
  );
}
