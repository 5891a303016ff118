import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HubBadgeName, HubWidgetName } from '../../../generated/hubs.ts';
import { useUnreadNoticesBadge } from './use-unread-notices.ts';

const userCards = () => import('./user-cards.tsx');
const moreSections = () => import('./more-sections.tsx');
const pioneerCentre = () => import('./pioneer/pioneer-centre-blocks.tsx');
const pioneerPage = () => import('./pioneer/pioneer-page-blocks.tsx');

/**
 * The hand-written blocks a hub's `widget:` names (spec/pages, view.hub): a missing one is a compile
 * error, and codegen refuses a name this registry does not give. Each loads with the hub that shows it.
 */
export const hubWidgets: Record<HubWidgetName, LazyExoticComponent<ComponentType>> = {
  AgentRequest: lazy(() => import('./cold-storage/agent-request.tsx').then((m) => ({ default: m.AgentRequest }))),
  AgentSummary: lazy(() => import('./cold-storage/agent-summary.tsx').then((m) => ({ default: m.AgentSummary }))),
  AppVersion: lazy(() => userCards().then((m) => ({ default: m.AppVersion }))),
  DatabaseAreaHeadline: lazy(() => import('./database/area-headline.tsx').then((m) => ({ default: m.DatabaseAreaHeadline }))),
  IncomeCard: lazy(() => import('./pioneer/income-card.tsx').then((m) => ({ default: m.IncomeCard }))),
  LanguageSwitch: lazy(() => import('./language-switch.tsx').then((m) => ({ default: m.LanguageSwitch }))),
  MenuSections: lazy(() => moreSections().then((m) => ({ default: m.MenuSections }))),
  MoreBanners: lazy(() => moreSections().then((m) => ({ default: m.MoreBanners }))),
  NoticeDigestSwitch: lazy(() => import('./alerts/notice-digest-switch.tsx').then((m) => ({ default: m.NoticeDigestSwitch }))),
  PioneerCentreCard: lazy(() => pioneerCentre().then((m) => ({ default: m.PioneerCentreCard }))),
  PioneerJoin: lazy(() => pioneerCentre().then((m) => ({ default: m.PioneerJoin }))),
  PioneerProfile: lazy(() => pioneerPage().then((m) => ({ default: m.PioneerProfile }))),
  PioneerSignIn: lazy(() => pioneerCentre().then((m) => ({ default: m.PioneerSignIn }))),
  PioneerSubscribe: lazy(() => pioneerPage().then((m) => ({ default: m.PioneerSubscribe }))),
  SignInCard: lazy(() => userCards().then((m) => ({ default: m.SignInCard }))),
  TwoDayStatistic: lazy(() => import('./two-day-statistic.tsx').then((m) => ({ default: m.TwoDayStatistic }))),
  UserProfileCard: lazy(() => userCards().then((m) => ({ default: m.UserProfileCard }))),
};

/** The counts a hub link's `badge:` names: a hook giving the number on its icon and what opening the link does. */
export const hubBadges: Record<HubBadgeName, () => { count: number; onOpen?: () => void }> = {
  UnreadNotices: useUnreadNoticesBadge,
};
