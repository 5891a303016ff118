import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { routes } from '../../../generated/routes.ts';
import { isWechatBrowser } from '../platform/wechat-browser.ts';
import { shareRowOf, subscribeShareRow } from '../share/share-row.ts';
import { useLanguage } from './use-language.ts';

export type ShareRoute = (typeof routes)[number];

const LazyShareButton = lazy(() => import('./share-button.tsx').then((m) => ({ default: m.ShareButton })));

/** What a page's share card is made of: its route, the row it shows (once loaded) and the language. */
export function useShareInput(route: ShareRoute) {
  const lang = useLanguage();
  const row = useSyncExternalStore(subscribeShareRow, () => shareRowOf(route.id));
  return { routeId: route.id, pageTitle: route.title, row, lang };
}

/**
 * Inside WeChat, sets the page's share card whenever the page, its row or the language changes; the
 * JS-SDK and the card's templates load only there, never for other browsers.
 */
export function WechatShareCard({ route }: { route: ShareRoute }) {
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

/** The navigation bar's share button, in a chunk of its own (home, with its own bar, does not carry it). */
export function ShareButton({ route }: { route: ShareRoute }) {
  return (
    <Suspense fallback={null}>
      <LazyShareButton route={route} />
    </Suspense>
  );
}
