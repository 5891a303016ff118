import { OFFLINE_CACHES } from './offline-keys.ts';

/** When a session ends, the replies kept for its user go with it (decision record 0064). */
export function forgetUserReplies(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(OFFLINE_CACHES.userFigures).catch(() => undefined);
}
