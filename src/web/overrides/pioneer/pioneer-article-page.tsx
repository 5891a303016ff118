import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { callOperation } from '../../http/call-operation.ts';
import { t } from '../../i18n/translate.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { decodeParams, locationFor } from '../../router/paths.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { DetailImages } from '../../views/detail-images.tsx';
import { localDateTime } from '../../views/detail-model.ts';
import { ViewLoading } from '../../views/view-loading.tsx';
import { ArticleFeedback } from './article-feedback.tsx';
import { ArticleOwnerActions } from './article-owner-actions.tsx';
import { ArticlePaywall } from './article-paywall.tsx';
import { PioneerAvatar } from './pioneer-avatar.tsx';
import { dayOf, paragraphsOf, roleName } from './pioneer-format.ts';
import { useNames } from './use-names.ts';

/** An article: in full for its author and subscribers, else its opening and the way to subscribe. */
export function PioneerArticlePage() {
  const id = String(decodeParams(useLocation().search).id ?? '');
  const names = useNames();
  const query = useQuery({
    queryKey: ['detail', 'garlicPioneerArticle.detail', id],
    queryFn: async () => (await callOperation('garlicPioneerArticle.detail', { id })).data,
    enabled: id !== '',
    retry: false,
  });
  if (id === '') return <ErrorView message={t('views.detail.missingId')} onRetry={() => window.history.back()} />;
  if (query.isPending) return <ViewLoading />;
  if (query.isError) return <ErrorView message={t('views.detail.failed')} onRetry={() => void query.refetch()} />;
  const a = query.data;
  const variety = names.dict('varieties', a.goodsId);
  return (
    <Box sx={{ pb: 2 }}>
      <Paper square elevation={0} sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.4 }} data-testid="article-title">
          {a.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
          <Chip size="small" label={variety} color="primary" variant="outlined" />
          <Chip
            size="small"
            label={tPioneer(a.subscribeType === '2' ? 'pioneer.article.paid' : 'pioneer.article.free')}
            color={a.subscribeType === '2' ? 'warning' : 'default'}
            data-testid="article-access"
          />
          {a.isDraft && <Chip size="small" label={tPioneer('pioneer.article.draft')} data-testid="article-draft" />}
          {a.status === '0' && <Chip size="small" label={tPioneer('pioneer.article.offShelf')} data-testid="article-off-shelf" />}
        </Box>
        <ButtonBase
          component={RouterLink}
          to={locationFor('famous-person/person-detail', { id: a.pioneer.id })}
          sx={{ display: 'flex', gap: 1, justifyContent: 'flex-start', py: 1 }}
          data-testid="article-author"
        >
          <PioneerAvatar name={a.pioneer.username} image={a.pioneer.headImg} size={36} />
          <Box sx={{ textAlign: 'left' }}>
            <Typography variant="subtitle2">{a.pioneer.username}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[names.dict('region', a.pioneer.regionId), roleName(a.pioneer.role), localDateTime(a.publishTime ?? a.updateTime)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </ButtonBase>
      </Paper>
      {a.mine && (a.isDraft || a.status === '0') && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {tPioneer(a.isDraft ? 'pioneer.article.draftNote' : 'pioneer.article.offShelfNote')}
        </Alert>
      )}
      {a.subscribedUntil && (
        <Alert severity="success" sx={{ borderRadius: 0 }} data-testid="article-subscribed">
          {tPioneer('pioneer.subscribedUntil', { variety, date: dayOf(a.subscribedUntil) })}
        </Alert>
      )}
      <Paper square elevation={0} sx={{ px: 2, py: 1.5, position: 'relative' }} data-testid="article-content">
        {paragraphsOf(a.content).map((p, i) => (
          <Typography key={i} variant="body1" sx={{ mb: 1.5, lineHeight: 1.8, textAlign: 'justify' }}>
            {p}
          </Typography>
        ))}
        {a.locked && <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 64, background: 'linear-gradient(rgba(255,255,255,0), #fff)' }} />}
      </Paper>
      {!a.locked && (
        <Paper square elevation={0}>
          <DetailImages paths={a.imgFiles.map((f) => f.filePath)} />
        </Paper>
      )}
      {a.locked && <ArticlePaywall article={a} onPaid={() => void query.refetch()} />}
      {a.mine ? <ArticleOwnerActions article={a} onChanged={() => void query.refetch()} /> : <ArticleFeedback articleId={a.id} />}
    </Box>
  );
}
