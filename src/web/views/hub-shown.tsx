import type { ReactNode } from 'react';
import type { HubCondition, hubViews, routeGates } from '../../../generated/hubs.ts';
import { hubConditions } from './hub-conditions.ts';

export type HubRouteId = keyof typeof hubViews;
/** A section of a hub, or of what a gated route shows to whom its condition does not name. */
export type HubSection = (typeof hubViews)[HubRouteId][number] | (typeof routeGates)[keyof typeof routeGates]['otherwise'][number];

function Condition({ when, children }: { when: HubCondition; children: ReactNode }) {
  // A section's condition never changes, so each one calls the same hook on every render.
  const useCondition = hubConditions[when];
  return useCondition() ? <>{children}</> : null;
}

/** A hub section or link, shown only to whom its `when:` names (always, without one). */
export function HubShown({ when, children }: { when?: HubCondition; children: ReactNode }) {
  // Keyed by the condition: another hub in the same place asks its own (a different hook).
  return when ? (
    <Condition key={when} when={when}>
      {children}
    </Condition>
  ) : (
    <>{children}</>
  );
}
