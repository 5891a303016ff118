import { useSyncExternalStore } from 'react';

/** Whether the browser says it has a network, kept current by its `online` and `offline` events. */
export function isOnline(): boolean {
  return navigator.onLine;
}

function subscribeConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline);
}
