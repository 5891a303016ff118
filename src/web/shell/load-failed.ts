import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnection } from '../offline/connection.ts';
import { t } from '../i18n/translate.ts';

/** The one line a failed load shows beside its retry: offline says so, anything else asks to try again. */
export function loadFailedText(online = isOnline()): string {
  return online ? t('shell.error.loadFailed') : t('shell.error.offline');
}

/** loadFailedText, shown again when the connection comes or goes. */
export function useLoadFailedText(): string {
  const online = useSyncExternalStore(subscribeConnection, isOnline, () => true);
  return loadFailedText(online);
}
