import IconButton from '@mui/material/IconButton';
import ShareIcon from '@mui/icons-material/Share';
import { t } from '../i18n/translate.ts';
import { isWechatBrowser } from '../platform/wechat-browser.ts';
import { useShareInput, type ShareRoute } from './share-input.ts';

/** Shares the page: the share sheet, or the link copied (share/share-outside-wechat.ts). */
export function ShareButton({ route }: { route: ShareRoute }) {
  const input = useShareInput(route);
  const share = () => void import('../share/share-outside-wechat.ts').then((m) => m.sharePage({ ...input, href: window.location.href }, isWechatBrowser()));
  return (
    // Inside the screen: edge="end"'s -12 px margin put its box 4 px past the right edge, and a phone could drag the page sideways.
    <IconButton color="inherit" aria-label={t('shell.share')} onClick={share} data-testid="share-button" sx={{ position: 'absolute', right: 0 }}>
      <ShareIcon />
    </IconButton>
  );
}
