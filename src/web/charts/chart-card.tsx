import { useCallback, useRef, useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import { t } from '../i18n/translate.ts';
import { useLoadFailedText } from '../shell/load-failed.ts';
import { ChartExportContext, type FiguresSource } from './chart-export.ts';
import { ChartToolbar } from './chart-toolbar.tsx';

export type ChartStatus = 'pending' | 'error' | 'success';

interface ChartCardProps {
  title: string;
  /** The unit and source line under the title, e.g. "yuan/jin · estimate". */
  subtitle?: string;
  status: ChartStatus;
  onRetry?: () => void;
  empty?: boolean;
  children: ReactNode;
  testId?: string;
  /**
   * The height (px) of the drawn content, kept from the first paint on, with the subtitle's line: the
   * card then keeps its size while its call runs, and the cards below it do not move when it draws.
   */
  reserve?: number;
}

/**
 * A titled card for one chart or table, with the loading, error and empty states every chart shares.
 * A chart inside it (charts/line-chart, bar-chart, pie-chart) puts the toolbar beside the title that
 * saves it as a PNG and its figures as a CSV.
 */
export function ChartCard({ title, subtitle, status, onRetry, empty, children, testId, reserve }: ChartCardProps) {
  const [sources, setSources] = useState<readonly FiguresSource[]>([]);
  const content = useRef<HTMLDivElement>(null);
  const failed = useLoadFailedText();
  const register = useCallback((source: FiguresSource) => {
    setSources((list) => [...list, source]);
    return () => setSources((list) => list.filter((s) => s !== source));
  }, []);
  return (
    <Paper component="section" sx={{ mx: 1.5, my: 1.5, p: 1.5 }} data-testid={testId ?? 'chart-card'}>
      {/* The title line is as tall as the toolbar's buttons, so it does not grow when they appear. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minHeight: 28 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {status === 'success' && sources.length > 0 && <ChartToolbar title={title} subtitle={subtitle} sources={sources} content={content} />}
      </Box>
      {(subtitle || reserve !== undefined) && (
        <Typography variant="caption" color="text.secondary">
          {subtitle || '\u00a0'}
        </Typography>
      )}
      <Box ref={content} sx={{ mt: 1, minHeight: reserve }}>
        {status === 'pending' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} aria-label={t('shell.loading')} />
          </Box>
        )}
        {status === 'error' && (
          <Box role="alert" sx={{ textAlign: 'center', py: 4 }} data-testid="chart-error">
            <Typography color="text.secondary">{failed}</Typography>
            {onRetry && (
              <Button size="small" onClick={onRetry} data-testid="chart-retry">
                {t('views.retry')}
              </Button>
            )}
          </Box>
        )}
        {status === 'success' && empty && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid="chart-empty">
            {t('views.list.empty')}
          </Typography>
        )}
        {status === 'success' && !empty && <ChartExportContext.Provider value={register}>{children}</ChartExportContext.Provider>}
      </Box>
    </Paper>
  );
}
