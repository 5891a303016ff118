import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { routeGates } from '../../../generated/hubs.ts';
import type { PageComponent, PageProps } from '../router/lazy-page.ts';
import { hubConditions } from './hub-conditions.ts';
import { HubSections } from './hub-view.tsx';

export type GatedRouteId = keyof typeof routeGates;

/**
 * A route declared with `when:` (spec/pages): its page for whom the hub condition names, the
 * `otherwise:` hub sections for anyone else, nothing while the server is still asked. The server
 * checks every call on its own; this says what the page is for instead of showing its 403.
 */
export function RouteGate({ routeId, page: Page }: PageProps & { routeId: GatedRouteId; page: PageComponent }) {
  const gate = routeGates[routeId];
  // A route's condition never changes, so the same hook runs on every render.
  const holds = hubConditions[gate.when]();
  if (holds === undefined) return null;
  if (holds)
    return (
      <Suspense fallback={null}>
        <Page routeId={routeId} />
      </Suspense>
    );
  return (
    <Box sx={{ pb: 2 }}>
      <HubSections sections={gate.otherwise} routeId={routeId} />
    </Box>
  );
}
