import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DetailInteractions, Row, ToggleKind } from '../../shared/view-types.ts';
import { useLoggedIn } from '../shell/use-session.ts';
import { callViewOperation } from './view-call.ts';
import { applyToggle, tapPlan, toggleViews, withOneMoreComment } from './interaction-model.ts';
import { loginLocationFor } from './login-redirect.ts';

interface Target {
  /** The detail query's key, whose cached row the replies update. */
  queryKey: readonly unknown[];
  id: string;
  spec: DetailInteractions;
  row: Row;
}

/**
 * Headless controller of a detail page's interactions: the toggles with the viewer's state, a tap
 * that flips one (a signed-out tap goes to login and comes back), and the count after a comment.
 * Replies update the cached row in place, so no refetch counts another read.
 */
export function useInteractions({ queryKey, id, spec, row }: Target) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const [busy, setBusy] = useState<ToggleKind | null>(null);
  const detailKey = queryKey;
  const update = useCallback((change: (r: Row) => Row) => client.setQueryData<Row>(detailKey, (old) => (old ? change(old) : old)), [client, detailKey]);

  const toLogin = useCallback(() => void navigate(loginLocationFor(location.pathname, location.search)), [navigate, location]);

  const tap = useCallback(
    async (kind: ToggleKind) => {
      if (!loggedIn) return toLogin();
      if (busy) return;
      setBusy(kind);
      try {
        for (const step of tapPlan(spec, client.getQueryData<Row>(detailKey) ?? row, kind)) {
          const reply = await callViewOperation(
            step.call.endpoint,
            { businessId: id, businessType: spec.businessType, [step.call.flag]: step.on },
            { mask: false },
          );
          update((r) => applyToggle(r, step.call, reply.data as { active: boolean; count: number }));
        }
        await client.invalidateQueries({ queryKey: ['list'], refetchType: 'none' });
      } catch {
        // The http client has told the user why.
      } finally {
        setBusy(null);
      }
    },
    [loggedIn, toLogin, busy, spec, client, detailKey, row, id, update],
  );

  const commented = useCallback(() => {
    if (spec.comments) update((r) => withOneMoreComment(r, spec.comments!.count));
  }, [spec, update]);

  return { toggles: toggleViews(spec, row), busy, tap, loggedIn, toLogin, commented };
}
