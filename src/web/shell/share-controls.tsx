import { useEffect, useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import ShareIcon from '@mui/icons-material/Share';
import { useLocation } from 'react-router';
import type { routes } from '../../../generated/routes.ts';
import { t } from '../i18n/translate.ts';
import { isWechatBrowser } from '../platform/wechat-sdk.ts';
import { shareRowOf, subscribeShareRow } from '../share/share-row.ts';
import { useLanguage } from './use-language.ts';

type Route = (typeof routes)[number];

function useShareInput(route: Route) {
  const lang = useLanguage();
  const row = useSyncExternalStore(subscribeShareRow, () => shareRowOf(route.id));
  return { routeId: route.id, pageTitle: route.title, row, lang };
}

/**
 * Inside WeChat, sets the page's share card whenever the page, its row or the language changes; the
 * JS-SDK and the card's templates load only there, never for other browsers.
 */
export function WechatShareCard({ route }: { route: Route }) {
  const input = useShareInput(route);
  const { key } = useLocation();
  useEffect(() => {
    if (!isWechatBrowser()) return;
    void import('../share/wechat-share.ts').then((m) => m.shareInWechat({ ...input, href: window.location.href }));
    // The location key stands for the address the card links to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.routeId, input.row, input.lang, key]);
  return null;
}

/** The navigation bar's share button: the share sheet, or the link copied (share/share-outside-wechat.ts). */
export function ShareButton({ route }: { route: Route }) {
  const input = useShareInput(route);
  const share = () => void import('../share/share-outside-wechat.ts').then((m) => m.sharePage({ ...input, href: window.location.href }, isWechatBrowser()));
  return (
    <IconButton edge="end" color="inherit" aria-label={t('shell.share')} onClick={share} data-testid="share-button" sx={{ position: 'absolute', right: 8 }}>
      <ShareIcon />
    </IconButton>
  );
}
