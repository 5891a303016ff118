import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tabViews } from '../../../generated/lists.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { decodeParams, locationFor, routeById } from '../router/paths.ts';
import { ListView, type ListViewSpec } from './list-view.tsx';

export type TabsRouteId = keyof typeof tabViews;

/** The open tab: the route's `tab` param (so going back returns to it), else the first. */
export function tabIndex(params: Record<string, unknown>, count: number): number {
  const n = Number(params.tab);
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
}

/** A row of tabs, each a generic list (my collections: trade posts | articles). */
export function TabsView({ routeId }: { routeId: TabsRouteId }) {
  useLanguage();
  const tabs = tabViews[routeId] as readonly { title: { en: string; zh: string }; view: ListViewSpec }[];
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = decodeParams(search);
  const index = tabIndex(params, tabs.length);
  const route = routeById(routeId as RouteId);
  return (
    <>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={index}
          variant="fullWidth"
          onChange={(_e, next: number) =>
            void navigate(locationFor(routeId as RouteId, { ...(params as Record<string, string>), tab: next }), { replace: true })
          }
        >
          {tabs.map((tab, i) => (
            <Tab key={i} label={pick(tab.title)} data-testid={`tab-view-${i}`} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ pt: 1 }}>
        <ListView key={index} view={tabs[index]!.view} refresh={route.refresh} infinite />
      </Box>
    </>
  );
}
