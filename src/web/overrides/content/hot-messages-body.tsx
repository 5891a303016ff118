import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { statQuery } from '../../charts/use-stat.ts';
import { locationFor } from '../../router/paths.ts';
import { tContent } from '../../i18n/messages/content.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { hotMessageLink } from './hot-message-link.ts';
import { HOT_MESSAGES_HEIGHT, HotMessagesPlaceholder } from './hot-messages-placeholder.tsx';

/** The rotating line of hot messages; tapping one opens it. */
export function HotMessagesBody({ intervalMs }: { intervalMs: number }) {
  useLanguage();
  const { data, isError } = useQuery(statQuery('home.getHotMess', {}, { mask: false }));
  const messages = (data ?? []).filter((m) => hotMessageLink(m) !== undefined);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), intervalMs);
    return () => clearInterval(timer);
  }, [messages.length, intervalMs]);
  if (data === undefined && !isError) return <HotMessagesPlaceholder />;
  if (messages.length === 0) return null;
  const message = messages[index % messages.length]!;
  const link = hotMessageLink(message)!;
  return (
    <Paper
      square
      elevation={0}
      component="section"
      aria-label={tContent('content.hotLabel')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, boxSizing: 'border-box', height: HOT_MESSAGES_HEIGHT }}
      data-testid="hot-messages"
    >
      <Chip size="small" color="error" icon={<WhatshotIcon />} label={tContent('content.hot')} sx={{ flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, flex: 1 }} aria-live="polite">
        <Link
          component={RouterLink}
          to={locationFor(link.route, link.params)}
          underline="none"
          color="text.primary"
          data-testid="hot-message"
          sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 14 }}
        >
          <Box component="span" sx={{ color: 'primary.main', mr: 0.5 }}>
            [{tContent(message.serviceCode === 'CONJUNCTURE' ? 'content.report' : 'content.news')}]
          </Box>
          {message.title}
        </Link>
      </Box>
    </Paper>
  );
}
