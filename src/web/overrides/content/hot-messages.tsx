import { lazy, Suspense } from 'react';

const Body = lazy(() => import('./hot-messages-body.tsx').then((m) => ({ default: m.HotMessagesBody })));

/**
 * The home page's hot messages (/v1/home/getHotMess): one line at a time, the most read market
 * reports and hot news of the week. This wrapper is all the home chunk carries; the body, its
 * texts and its call load after the first screen. Renders nothing until there is something to show.
 */
export function HotMessages({ intervalMs = 4000 }: { intervalMs?: number }) {
  return (
    <Suspense fallback={null}>
      <Body intervalMs={intervalMs} />
    </Suspense>
  );
}
