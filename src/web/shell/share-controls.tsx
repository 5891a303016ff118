import { lazy, Suspense } from 'react';
import { isWechatBrowser } from '../platform/wechat-browser.ts';
import type { ShareRoute } from './share-input.ts';

const LazyShareButton = lazy(() => import('./share-button.tsx').then((m) => ({ default: m.ShareButton })));
const LazyWechatShareCard = lazy(() => import('./wechat-share-card.tsx').then((m) => ({ default: m.WechatShareCard })));

/**
 * Inside WeChat, the page's share card (decision 0115); the card's code, the JS-SDK and the templates
 * load only there, never for other browsers, and not with the first screen.
 */
export function WechatShareCard({ route }: { route: ShareRoute }) {
  if (!isWechatBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <LazyWechatShareCard route={route} />
    </Suspense>
  );
}

/** The navigation bar's share button, in a chunk of its own (home, with its own bar, does not carry it). */
export function ShareButton({ route }: { route: ShareRoute }) {
  return (
    <Suspense fallback={null}>
      <LazyShareButton route={route} />
    </Suspense>
  );
}
