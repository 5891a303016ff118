import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../http/call-operation.ts';
import { useLoggedIn, useUserInfo } from '../shell/use-session.ts';

/** The query key of the signed-in user's live /info (isOperator is read from the database on each call). */
export const OPERATOR_QUERY_KEY = ['frontUser.info', 'isOperator'] as const;

/**
 * Whether the signed-in user is an operator now: undefined while asking, false when signed out.
 * The server checks every /api/admin/ call on its own; this only decides what the screens offer.
 */
export function useIsOperator(): boolean | undefined {
  const loggedIn = useLoggedIn();
  // Keyed by the user, so a different sign-in never sees the previous user's answer.
  const userId = useUserInfo().frontUserId;
  const query = useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, userId],
    enabled: loggedIn,
    staleTime: 30_000,
    queryFn: async () => (await callOperation('frontUser.info', undefined, { silent: true })).data?.isOperator === true,
  });
  if (!loggedIn) return false;
  return query.data;
}
