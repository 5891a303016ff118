import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/translate.ts';

interface Props {
  title: string;
  subtitle?: string;
  /** Where "More" goes; no link without it. */
  more?: string;
  testId: string;
  children: ReactNode;
}

/** A home block: a heading with an optional "More" link, then its content. */
export function HomeSection({ title, subtitle, more, testId, children }: Props) {
  const id = `${testId}-title`;
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={{ pt: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', px: 2, pb: 0.75, gap: 1 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {subtitle}
          </Typography>
        )}
        {more && (
          <Button component={RouterLink} to={more} size="small" sx={{ ml: 'auto', minWidth: 0, py: 0 }} data-testid={`${testId}-more`}>
            {t('shell.home.more')}
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}

/**
 * The height of each strip's row of cards once drawn (measured at 390 px: a price card, a shipment card,
 * a 200 px video tile with two lines of title): its loading box takes the same, so nothing below moves
 * when the cards arrive. The cards' sizes are fixed in px, so the figures hold on any phone width.
 */
export const STRIP_HEIGHT = { prices: 110, walk: 78, video: 164 } as const;

/**
 * What a home block shows while its call runs, when it failed (tap to retry) or when it has nothing;
 * drawn inside the strip's row, so the row itself stays where it is when the cards replace it.
 */
export function StripState({
  status,
  empty,
  onRetry,
  height = 72,
}: {
  status: 'pending' | 'error' | 'success';
  empty: boolean;
  onRetry: () => void;
  height?: number;
}) {
  if (status === 'success' && !empty) return null;
  const text = status === 'pending' ? t('shell.loading') : status === 'error' ? t('shell.home.loadFailed') : t('shell.home.empty');
  return (
    <Box
      component={status === 'error' ? 'button' : 'div'}
      onClick={status === 'error' ? onRetry : undefined}
      data-testid={`strip-${status === 'success' ? 'empty' : status}`}
      sx={{
        mx: 1.5,
        height,
        width: 'calc(100% - 24px)',
        border: 0,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.secondary',
        font: 'inherit',
        fontSize: 13,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {text}
    </Box>
  );
}

/** A row that scrolls sideways, with snap points at its cards. */
export const stripSx = {
  display: 'flex',
  gap: 1,
  overflowX: 'auto',
  px: 1.5,
  pb: 0.5,
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: '12px',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > *': { scrollSnapAlign: 'start', flexShrink: 0 },
} as const;
