/** The line's height (a small chip and 8 px above and below): kept while the body and its call load. */
export const HOT_MESSAGES_HEIGHT = 40;

/** The room the line takes before it has drawn, so the strips below do not move when it does. */
export function HotMessagesPlaceholder() {
  return <div style={{ height: HOT_MESSAGES_HEIGHT, background: '#fff' }} data-testid="hot-messages-pending" />;
}
