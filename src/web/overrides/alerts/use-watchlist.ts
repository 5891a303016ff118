import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.d.ts';
import { callOperation } from '../../http/call-operation.ts';
import { useLoggedIn, useUserInfo } from '../../shell/use-session.ts';

export type WatchedQuote = components['schemas']['watchedQuote'];
type Series = { regionId: string; goodsId: string; specsId: string };

export const seriesKeyOf = (s: Series) => `${s.regionId}|${s.goodsId}|${s.specsId}`;

/** The signed-in user's starred series with their latest prices (empty signed out), and star / unstar. */
export function useWatchlist() {
  const client = useQueryClient();
  const loggedIn = useLoggedIn();
  const userId = useUserInfo().frontUserId;
  const queryKey = ['watchlist', userId];
  const query = useQuery({
    queryKey,
    enabled: loggedIn,
    queryFn: async () => (await callOperation('watchlist.list', {}, { silent: true })).data ?? [],
  });
  const rows = loggedIn ? (query.data ?? []) : [];
  const starred = new Set(rows.map(seriesKeyOf));
  const toggle = async (s: Series) => {
    const op = starred.has(seriesKeyOf(s)) ? 'watchlist.remove' : 'watchlist.add';
    const reply = await callOperation(op, s);
    client.setQueryData(queryKey, reply.data ?? []);
  };
  return { rows, starred, toggle, loggedIn };
}
