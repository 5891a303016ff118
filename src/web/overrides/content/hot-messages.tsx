import { lazy, Suspense } from 'react';
import { HotMessagesPlaceholder } from './hot-messages-placeholder.tsx';

const Body = lazy(() => import('./hot-messages-body.tsx').then((m) => ({ default: m.HotMessagesBody })));

/**
 * The home page's hot messages (/v1/home/getHotMess): one line at a time, the most read market
 * reports and hot news of the week. This wrapper is all the home chunk carries; the body, its
 * texts and its call load after the first screen. Keeps the line's room while loading; collapses when
 * there is nothing to show.
 */
export function HotMessages({ intervalMs = 4000 }: { intervalMs?: number }) {
  return (
    <Suspense fallback={<HotMessagesPlaceholder />}>
      <Body intervalMs={intervalMs} />
    </Suspense>
  );
}
