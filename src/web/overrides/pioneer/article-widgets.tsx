import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { locationFor } from '../../router/paths.ts';
import { localDateTime } from '../../views/detail-model.ts';
import type { DetailWidgetProps } from '../../views/detail-widget-props.ts';
import { ArticleFeedback } from './article-feedback.tsx';
import { ArticlePaywall } from './article-paywall.tsx';
import { PioneerAvatar } from './pioneer-avatar.tsx';
import { roleName } from './pioneer-format.ts';
import type { PioneerArticle } from './pioneer-types.ts';
import { useNames } from './use-names.ts';

/** The article's author, opening their page: avatar, name, region, role and when it was published. */
export function ArticleAuthor({ row }: DetailWidgetProps) {
  const a = row as unknown as PioneerArticle;
  const names = useNames();
  return (
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
  );
}

/** Under a locked article's opening: what subscribing gives, the prices and the payment. */
export function ArticlePaywallWidget({ row, refetch }: DetailWidgetProps) {
  return <ArticlePaywall article={row as unknown as PioneerArticle} onPaid={refetch} />;
}

/** A reader's feedback on the article to the platform. */
export function ArticleFeedbackWidget({ row }: DetailWidgetProps) {
  return <ArticleFeedback articleId={String(row.id)} />;
}
