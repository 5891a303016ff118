import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShareInput, type ShareRoute } from './share-input.ts';

/** Inside WeChat, sets the page's share card whenever the page, its row or the language changes. */
export function WechatShareCard({ route }: { route: ShareRoute }) {
  const input = useShareInput(route);
  const { key } = useLocation();
  useEffect(() => {
    void import('../share/wechat-share.ts').then((m) => m.shareInWechat({ ...input, href: window.location.href }));
    // The location key stands for the address the card links to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.routeId, input.row, input.lang, key]);
  return null;
}
