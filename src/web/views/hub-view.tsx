import { lazy, Suspense, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { hubIcons, hubViews } from '../../../generated/hubs.ts';
import { pick } from '../i18n/translate.ts';
import { locationFor, routeById } from '../router/paths.ts';
import { signOut } from '../session/sign-out.ts';
import { useLanguage } from '../shell/use-language.ts';
import { HubBanner } from './hub-banner.tsx';
import type { RouteId } from '../../../generated/routes.ts';
import { HubCard } from './hub-card.tsx';
import { HubLinks } from './hub-links.tsx';
import { HubList } from './hub-list.tsx';
import { HubWidget } from './hub-widget.tsx';
import { HubShown, type HubRouteId, type HubSection } from './hub-shown.tsx';
import { HubTabs } from './hub-tabs.tsx';
import { ShortcutTiles } from './shortcut-tiles.tsx';
import { PullIndicator } from './pull-indicator.tsx';
import { usePullToRefresh } from './use-pull-to-refresh.ts';

// Charts and carousels are their own chunks: most hubs have none.
const HubChart = lazy(() => import('./hub-chart.tsx').then((m) => ({ default: m.HubChart })));
const HubCarousel = lazy(() => import('./hub-carousel.tsx').then((m) => ({ default: m.HubCarousel })));

type Action = Extract<HubSection, { action: unknown }>['action'];

/** What a button's `run:` does. */
const hubCommands: Record<Extract<Action, { run: string }>['run'], () => void> = {
  signOut: () => void signOut(),
};

function HubAction({ action }: { action: Action }) {
  const Icon = hubIcons[action.icon];
  const tone = 'tone' in action ? action.tone : undefined;
  const danger = tone === 'danger';
  const testId = 'testId' in action ? action.testId : 'route' in action ? `hub-action-${action.route.split('/')[1]}` : undefined;
  const look: ButtonProps = {
    fullWidth: true,
    startIcon: <Icon />,
    ...(danger ? { variant: 'outlined', color: 'error' } : tone === 'quiet' ? { variant: 'text' } : { variant: 'contained', size: 'large' }),
  };
  return (
    <Box sx={{ px: 2, py: tone === 'quiet' ? 0 : 1, mt: danger ? 2 : 0 }}>
      {'route' in action ? (
        <Button component={RouterLink} to={locationFor(action.route)} {...look} data-testid={testId}>
          {pick(action.label)}
        </Button>
      ) : (
        <Button onClick={hubCommands[action.run]} {...look} data-testid={testId}>
          {pick(action.label)}
        </Button>
      )}
    </Box>
  );
}

function Heading({ title }: { title: string }) {
  return (
    <Typography component="h2" variant="subtitle2" sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary' }}>
      {title}
    </Typography>
  );
}

function HubSectionView({ section, routeId }: { section: HubSection; routeId: RouteId }) {
  if ('widget' in section) {
    return <HubWidget name={section.widget} />;
  }
  if ('note' in section)
    return (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1.5 }}>
        {pick(section.note)}
      </Typography>
    );
  if ('card' in section) return <HubCard section={section} />;
  if ('action' in section) return <HubAction action={section.action} />;
  if ('tabs' in section) return <HubTabs section={section} />;
  if ('banner' in section) return <HubBanner banner={section.banner} />;
  if ('list' in section) return <HubList {...section} />;
  if ('carousel' in section || 'chart' in section)
    return <Suspense fallback={null}>{'chart' in section ? <HubChart section={section} /> : <HubCarousel section={section} />}</Suspense>;
  const title = 'title' in section ? pick(section.title) : undefined;
  const label = title ?? pick(routeById(routeId).title);
  if ('links' in section)
    return (
      <>
        {title && <Heading title={title} />}
        <HubLinks section={section} label={label} />
      </>
    );
  const prefix = 'testId' in section ? section.testId : undefined;
  const tiles = section.tiles.map((tile) => ({
    route: tile.route,
    icon: hubIcons[tile.icon],
    testId: prefix && `${prefix}-${tile.route.split('/').pop()}`,
    label: 'label' in tile ? tile.label : undefined,
  }));
  return (
    <>
      {title && <Heading title={title} />}
      <ShortcutTiles items={tiles} label={label} />
    </>
  );
}

/** Hub sections in order, each for whom its `when:` names (a hub's, or a gated route's otherwise). */
export function HubSections({ sections, routeId }: { sections: readonly HubSection[]; routeId: RouteId }) {
  useLanguage();
  return sections.map((section, i) => (
    <HubShown key={i} when={'when' in section ? section.when : undefined}>
      <HubSectionView section={section} routeId={routeId} />
    </HubShown>
  ));
}

/** A hub declared in its page manifest (view.hub): tiles, lists of links, hand-written widgets, notes and buttons, in order, each for whom its `when:` names. */
export function HubView({ routeId }: { routeId: HubRouteId }) {
  const client = useQueryClient();
  const box = useRef<HTMLDivElement>(null);
  // A hub whose route declares refresh: pulling asks its charts' and carousels' calls again (its lists pull their own).
  const calls = hubViews[routeId].some((s) => 'chart' in s || 'carousel' in s);
  const pull = usePullToRefresh(box, calls && routeById(routeId).refresh, () => client.refetchQueries({ queryKey: ['stat'] }));
  return (
    // Keyed by the route: opening another hub starts its sections afresh (their conditions and tabs).
    <Box key={routeId} ref={box} sx={{ pb: 2 }}>
      <PullIndicator {...pull} />
      <HubSections sections={hubViews[routeId]} routeId={routeId} />
    </Box>
  );
}
