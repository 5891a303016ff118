import { useSyncExternalStore } from 'react';
import type { routes } from '../../../generated/routes.ts';
import { shareRowOf, subscribeShareRow } from '../share/share-row.ts';
import { useLanguage } from './use-language.ts';

export type ShareRoute = (typeof routes)[number];

/** What a page's share card is made of: its route, the row it shows (once loaded) and the language. */
export function useShareInput(route: ShareRoute) {
  const lang = useLanguage();
  const row = useSyncExternalStore(subscribeShareRow, () => shareRowOf(route.id));
  return { routeId: route.id, pageTitle: route.title, row, lang };
}
