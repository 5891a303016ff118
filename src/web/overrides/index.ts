import type { CustomComponentName, RouteId } from '../../../generated/routes.ts';
import { lazyPage, type PageComponent } from '../router/lazy-page.ts';

/**
 * The one place a page id meets a hand-written component. Every `custom:` name in spec/pages must
 * be here (a missing page is a compile error); each page is its own chunk.
 */
export const overrides = {
  EntryPage: lazyPage(() => import('./entry-page.tsx').then((m) => m.EntryPage)),
  HomePage: lazyPage(() => import('./home-page.tsx').then((m) => m.HomePage)),
  LoginPage: lazyPage(() => import('./login-page.tsx').then((m) => m.LoginPage)),
  TransactionHubPage: lazyPage(() => import('./transaction-hub-page.tsx').then((m) => m.TransactionHubPage)),
  UpcomingPage: lazyPage(() => import('./upcoming-page.tsx').then((m) => m.UpcomingPage)),
  UserCentrePage: lazyPage(() => import('./user-centre-page.tsx').then((m) => m.UserCentrePage)),
  GarlicPricePage: lazyPage(() => import('./prices/garlic-price-page.tsx').then((m) => m.GarlicPricePage)),
  GarlicInfoPage: lazyPage(() => import('./prices/garlic-info-page.tsx').then((m) => m.GarlicInfoPage)),
  WalkQuantityPage: lazyPage(() => import('./walk/walk-quantity-page.tsx').then((m) => m.WalkQuantityPage)),
  WalkMonthStatisticsPage: lazyPage(() => import('./walk/walk-month-statistics-page.tsx').then((m) => m.WalkMonthStatisticsPage)),
  PioneerIndexPage: lazyPage(() => import('./pioneer/pioneer-index-page.tsx').then((m) => m.PioneerIndexPage)),
  PioneerDetailPage: lazyPage(() => import('./pioneer/pioneer-detail-page.tsx').then((m) => m.PioneerDetailPage)),
  PioneerArticlePage: lazyPage(() => import('./pioneer/pioneer-article-page.tsx').then((m) => m.PioneerArticlePage)),
  PioneerCentrePage: lazyPage(() => import('./pioneer/pioneer-centre-page.tsx').then((m) => m.PioneerCentrePage)),
} satisfies Record<CustomComponentName, PageComponent>;

/** Manifest routes whose generic view needs a hand-written step in front of it. */
export const routeWrappers: Partial<Record<RouteId, PageComponent>> = {
  'entry/regist': lazyPage(() => import('./register-page.tsx').then((m) => m.RegisterPage)),
  'famous-person/apply-enter': lazyPage(() => import('./pioneer/pioneer-form-gate.tsx').then((m) => m.ApplyEnterPage)),
  'famous-person/person-edit': lazyPage(() => import('./pioneer/pioneer-form-gate.tsx').then((m) => m.PioneerOnlyFormPage)),
  'famous-person/publish-article': lazyPage(() => import('./pioneer/pioneer-form-gate.tsx').then((m) => m.PioneerOnlyFormPage)),
};
