import { isWechatBrowser } from '../platform/wechat-browser.ts';
import { optionalChunk } from './optional-chunk.tsx';
import type { ShareRoute } from './share-input.ts';

const LazyShareButton = optionalChunk(() => import('./share-button.tsx').then((m) => m.ShareButton));
const LazyWechatShareCard = optionalChunk(() => import('./wechat-share-card.tsx').then((m) => m.WechatShareCard));

/**
 * Inside WeChat, the page's share card (decision 0115); the card's code, the JS-SDK and the templates
 * load only there, never for other browsers, and not with the first screen.
 */
export function WechatShareCard({ route }: { route: ShareRoute }) {
  return isWechatBrowser() ? <LazyWechatShareCard route={route} /> : null;
}

/** The navigation bar's share button, in a chunk of its own (home, with its own bar, does not carry it). */
export function ShareButton({ route }: { route: ShareRoute }) {
  return <LazyShareButton route={route} />;
}
