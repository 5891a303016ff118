import { useMemo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/translate.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { homeLinks, menuLinks, type MenuLink } from '../menu-model.ts';
import { useHomeCall, useWebviewHosts } from './use-home-data.ts';

/** The entries of GET /v1/menu/info this app can open (see menu-model.ts). */
export function useMenuLinks() {
  const query = useHomeCall('menu.info');
  const hosts = useWebviewHosts();
  const links = useMemo(() => menuLinks(query.data ?? [], hosts), [query.data, hosts]);
  return { links, status: query.status };
}

function Tile({ to, icon, label, testId }: { to: string; icon: string; label: string; testId: string }) {
  return (
    <ButtonBase component={RouterLink} to={to} data-testid={testId} sx={{ flexDirection: 'column', py: 1, borderRadius: 2 }}>
      <Box component="img" src={icon} alt="" sx={{ width: 44, height: 44, display: 'block' }} />
      <Typography variant="caption" sx={{ mt: 0.5, lineHeight: 1.2, textAlign: 'center', px: 0.25 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}

/** Menu tiles in a grid; `withMore` ends it with the tile of the full menu. */
export function MenuGrid({
  links,
  withMore = false,
  testId = 'menu-grid',
  label,
}: {
  links: readonly MenuLink[];
  withMore?: boolean;
  testId?: string;
  label?: string;
}) {
  const lang = useLanguage();
  const count = links.length + (withMore ? 1 : 0);
  return (
    <Box
      component="nav"
      aria-label={label ?? t('shell.home.menu')}
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${count <= 8 ? 4 : 5}, 1fr)`, bgcolor: 'background.paper', px: 0.5, py: 0.5 }}
    >
      {links.map(({ entry, routeId, params }) => (
        <Tile
          key={entry.menuId}
          to={locationFor(routeId, params)}
          icon={entry.icon ?? ''}
          label={(lang === 'en' ? entry.titleEn : entry.title) ?? ''}
          testId={`menu-tile-${entry.menuId}`}
        />
      ))}
      {withMore && <Tile to={locationFor('entry/more')} icon="/media/menu/more.svg" label={t('shell.home.allServices')} testId="menu-tile-more" />}
    </Box>
  );
}

/** The home grid: the first nine entries marked for it, then "All services". */
export function HomeMenu() {
  const { links, status } = useMenuLinks();
  // Two rows of 78 px tiles and 4 px above and below, as the grid draws the home's ten entries.
  if (status === 'pending') return <Box sx={{ height: 165, bgcolor: 'background.paper' }} />;
  return <MenuGrid links={homeLinks(links)} withMore />;
}
