import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink, useLocation } from 'react-router';
import { app } from '../../../generated/app.ts';
import { tMedia } from '../i18n/messages/media.ts';
import { decodeParams } from '../router/paths.ts';
import { TAB_BAR_HEIGHT } from '../shell/layout.ts';
import { ViewLoading } from '../views/view-loading.tsx';
import { useAppConfig } from './home-page.tsx';
import { decideWebview } from './webview-rules.ts';

/**
 * A web page embedded from the `url` route parameter: only https addresses on hosts the operator
 * allows (WEBVIEW_HOSTS; the CSP's frame-src lists the same hosts). Anything else gets a clear refusal.
 */
export function WebviewPage() {
  const raw = decodeParams(useLocation().search).url;
  const config = useAppConfig();
  if (config.isPending) return <ViewLoading />;
  const decision = decideWebview(raw, config.data?.webviewHosts ?? []);
  if (decision.ok) {
    return (
      <Box
        component="iframe"
        src={decision.url}
        title={tMedia('webview.frame')}
        data-testid="webview-frame"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        sx={{ display: 'block', width: '100%', height: `calc(100vh - 48px - ${TAB_BAR_HEIGHT}px)`, border: 0, bgcolor: 'background.paper' }}
      />
    );
  }
  return (
    <Box sx={{ px: 3, py: 8, textAlign: 'center' }} data-testid="webview-refused">
      <LinkOffIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {tMedia('webview.refused')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="webview-reason">
        {tMedia(`webview.${decision.reason}`)}
      </Typography>
      {typeof raw === 'string' && raw && (
        <Typography variant="caption" component="p" color="text.disabled" sx={{ mt: 1, wordBreak: 'break-all' }}>
          {raw}
        </Typography>
      )}
      <Button component={RouterLink} to={app.homeRoute} variant="outlined" sx={{ mt: 3 }}>
        {tMedia('webview.home')}
      </Button>
    </Box>
  );
}
