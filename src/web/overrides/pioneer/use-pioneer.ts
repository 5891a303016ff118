import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../http/call-operation.ts';
import { useLoggedIn } from '../../shell/use-session.ts';

/** The signed-in user's own pioneer profile: null before they apply, undefined while loading or signed out. */
export function useMyPioneer() {
  const loggedIn = useLoggedIn();
  const query = useQuery({
    queryKey: ['detail', 'garlicPioneerUser.info', 'own'],
    queryFn: async () => (await callOperation('garlicPioneerUser.info')).data,
    enabled: loggedIn,
    retry: false,
    // The centre and the forms show the profile as it is now (counts change with every order).
    staleTime: 0,
  });
  return { loggedIn, mine: query.data, status: loggedIn ? query.status : ('success' as const), refetch: query.refetch };
}
