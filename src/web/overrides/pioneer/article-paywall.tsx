import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { SubscribeOffer } from './subscribe-offer.tsx';
import type { PioneerArticle } from './pioneer-types.ts';
import { useNames } from './use-names.ts';

/** Under a locked article's opening: what subscribing gives, and the prices. */
export function ArticlePaywall({ article, onPaid }: { article: PioneerArticle; onPaid: () => void }) {
  const names = useNames();
  const variety = names.dict('varieties', article.goodsId);
  return (
    <Paper square elevation={0} sx={{ mt: 1, p: 2, textAlign: 'center' }} data-testid="article-paywall">
      <LockIcon color="warning" />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {tPioneer('pioneer.paywall.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {tPioneer('pioneer.paywall.text', { name: article.pioneer.username, variety })}
      </Typography>
      {article.offer.length > 0 ? (
        <SubscribeOffer pioneerId={article.pioneer.id} offers={article.offer} onPaid={onPaid} named={false} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {tPioneer('pioneer.offer.closed')}
        </Typography>
      )}
    </Paper>
  );
}
