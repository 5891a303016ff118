import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useNavigationType } from 'react-router';
import type { routes } from '../../../generated/routes.ts';
import { pick } from '../i18n/translate.ts';
import { tabIndexFor } from '../router/route-guard.ts';
import { tabRootFor } from '../router/tab-root.ts';
import { NavigationBar } from './navigation-bar.tsx';
import { ShareButton, WechatShareCard } from './share-controls.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { resetOffline } from '../offline/offline-state.ts';
import { TAB_BAR_HEIGHT, columnSx } from './layout.ts';
import { useLanguage } from './use-language.ts';

export interface PageFrameProps {
  route: (typeof routes)[number];
  children: ReactNode;
}

/** One page: its navigation bar (unless the route draws its own) and room for the tab bar. */
export function PageFrame({ route, children }: PageFrameProps) {
  const language = useLanguage();
  const location = useLocation();
  const navigationType = useNavigationType();
  const title = pick(route.title, language);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, navigationType]);

  // Layout effects run before the page's queries send, so the new page's kept replies set it again.
  useLayoutEffect(() => resetOffline(), [location.key]);

  const showBar = route.navigation === 'default' && title !== '';
  const root = tabRootFor(route.path);
  const isRootPage = tabIndexFor(route.path) >= 0 || root === route.path;
  return (
    <Box sx={{ minHeight: '100vh', pb: `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))`, ...columnSx(route.path) }}>
      {showBar && <NavigationBar title={title} backTo={isRootPage ? null : root} action={<ShareButton route={route} />} />}
      <WechatShareCard route={route} />
      <OfflineNotice />
      <Box component="main">{children}</Box>
    </Box>
  );
}
