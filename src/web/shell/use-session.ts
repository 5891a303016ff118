import { useSyncExternalStore } from 'react';
import { getUserInfo, isLoggedIn, subscribeSession } from '../session/session-store.ts';

export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn);
}

export function useUserInfo(): ReturnType<typeof getUserInfo> {
  return useSyncExternalStore(subscribeSession, getUserInfo);
}
