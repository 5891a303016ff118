import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useLocation, useNavigate } from 'react-router';
import { app } from '../../../generated/app.ts';
import { pick, t } from '../i18n/translate.ts';
import { tabIndexFor } from '../router/route-guard.ts';
import { forceRelogin } from '../session/relogin.ts';
import { TAB_BAR_HEIGHT, columnSx, type RelaunchState } from './layout.ts';
import { tabIcons } from './tab-icons.ts';
import { useLanguage } from './use-language.ts';
import { useLoggedIn } from './use-session.ts';
import Badge from '@mui/material/Badge';
import { useUnreadNotices } from '../overrides/use-unread-notices.ts';

/** The tab that shows the unread notices' count (the user centre, where they are read). */
const NOTICES_TAB = '/pages/user/user';

/**
 * The fixed bottom tab bar of seed-spec.md section 2; the current tab comes from the address hash.
 *
 * A tap while signed out forces a re-login on every tab, home included, as the seed says. This does
 * not break DESIGN.md's "never force sign-in when a page opens" (WeChat's snapshot mode is about
 * page entry): a tap is a deliberate user action, and every tab page still opens signed out through
 * a link, the address bar or the entry redirect.
 */
export function TabBar() {
  const language = useLanguage();
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const current = tabIndexFor(location.pathname);
  const { unread } = useUnreadNotices();

  const tap = (route: string) => {
    if (!loggedIn) {
      // Through sign-in (and registration) to the tab that was tapped.
      void forceRelogin(route);
      return;
    }
    const state: RelaunchState = { relaunch: Date.now() };
    navigate(route, { replace: true, state });
    window.scrollTo(0, 0);
  };

  return (
    <Paper
      component="nav"
      aria-label={t('shell.tabs')}
      data-testid="tab-bar"
      elevation={3}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)', ...columnSx(location.pathname) }}
    >
      <BottomNavigation showLabels value={current} sx={{ height: TAB_BAR_HEIGHT }}>
        {app.tabBar.map((tab, index) => {
          const Icon = tabIcons[tab.icon];
          return (
            <BottomNavigationAction
              key={tab.route}
              value={index}
              label={pick(tab.label, language)}
              icon={
                tab.route === NOTICES_TAB && unread > 0 ? (
                  <Badge badgeContent={unread} color="error" data-testid="tab-unread">
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )
              }
              aria-current={index === current ? 'page' : undefined}
              data-testid={`tab-${index}`}
              onClick={() => tap(tab.route)}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
