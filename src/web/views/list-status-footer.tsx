import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate.ts';
import { listStatusText, type ListStatus } from './paged-list-model.ts';
import { useLatest } from '../shell/use-latest.ts';
import { useLoadFailedText } from '../shell/load-failed.ts';

interface Props {
  status: ListStatus;
  onVisible: () => void;
  onRetry: () => void;
}

/** The list's state line; when it scrolls into view with more rows to fetch, the next page loads. */
export function ListStatusFooter({ status, onVisible, onRetry }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const visible = useLatest(onVisible);
  const failed = useLoadFailedText();

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) visible.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [status, visible]);

  return (
    <Stack
      ref={sentinel}
      role={status === 'error' ? 'alert' : undefined}
      direction="row"
      spacing={1}
      sx={{ py: 2, px: 1.5, justifyContent: 'center', alignItems: 'center' }}
    >
      {status === 'loading' && <CircularProgress size={16} aria-label={t('shell.loading')} />}
      <Typography variant="body2" color="text.secondary" data-testid="list-status" onClick={status === 'more' ? onVisible : undefined}>
        {status === 'error' ? failed : listStatusText(status)}
      </Typography>
      {status === 'error' && (
        <Button size="small" variant="outlined" onClick={onRetry} data-testid="list-retry">
          {t('views.retry')}
        </Button>
      )}
    </Stack>
  );
}
