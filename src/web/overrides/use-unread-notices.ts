import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../http/call-operation.ts';
import { useLoggedIn, useUserInfo } from '../shell/use-session.ts';

/** How many of the signed-in user's notices are unread (0 signed out or while asking); opening the list marks them read. */
export function useUnreadNotices(): { unread: number; markNoticesRead: () => void } {
  const client = useQueryClient();
  const loggedIn = useLoggedIn();
  const userId = useUserInfo().frontUserId;
  const query = useQuery({
    queryKey: ['notice.unread', userId],
    enabled: loggedIn,
    staleTime: 15_000,
    queryFn: async () => (await callOperation('notice.myFindByPage', { isRead: false, pageSize: 1 }, { silent: true })).totalCount ?? 0,
  });
  const markNoticesRead = () => {
    if (!loggedIn || !query.data) return;
    void callOperation('notice.read', {}, { silent: true }).then(() => client.invalidateQueries({ queryKey: ['notice.unread'] }));
  };
  return { unread: loggedIn ? Number(query.data ?? 0) : 0, markNoticesRead };
}

/** The notices link's badge on a hub (hubBadges): the unread count; opening the list marks them read. */
export function useUnreadNoticesBadge(): { count: number; onOpen: () => void } {
  const { unread, markNoticesRead } = useUnreadNotices();
  return { count: unread, onOpen: markNoticesRead };
}
