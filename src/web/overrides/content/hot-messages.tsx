import { lazy, Suspense } from 'react';

/** The line's height (a small chip and 8 px above and below): kept while the body and its call load. */
export const HOT_MESSAGES_HEIGHT = 40;

/** The room the line takes before it has drawn, so the strips below do not move when it does. */
export function HotMessagesPlaceholder() {
  return <div style={{ height: HOT_MESSAGES_HEIGHT, background: '#fff' }} data-testid="hot-messages-pending" />;
}

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
