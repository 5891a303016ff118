import type { CustomComponentName, RouteId } from '../../../generated/routes.ts';
import { lazyPage, type PageComponent } from '../router/lazy-page.ts';

/**
 * The one place a page id meets a hand-written component. Every `custom:` name in spec/pages must
 * be here (a missing page is a compile error); each page is its own chunk.
 */
export const overrides = {
  HomePage: lazyPage(() => import('./home-page.tsx').then((m) => m.HomePage)),
  LoginPage: lazyPage(() => import('./login-page.tsx').then((m) => m.LoginPage)),
  AdminImportPage: lazyPage(() => import('./admin/import-upload-page.tsx').then((m) => m.AdminImportPage)),
  AdminPriceEntryPage: lazyPage(() => import('./admin/price-entry-page.tsx').then((m) => m.AdminPriceEntryPage)),
  GarlicPricePage: lazyPage(() => import('./prices/garlic-price-page.tsx').then((m) => m.GarlicPricePage)),
  LiveVideoPage: lazyPage(() => import('./media/live-video-page.tsx').then((m) => m.LiveVideoPage)),
  LiveVideoDetailPage: lazyPage(() => import('./media/live-video-detail-page.tsx').then((m) => m.LiveVideoDetailPage)),
  BroadcastPage: lazyPage(() => import('./broadcast/broadcast-page.tsx').then((m) => m.BroadcastPage)),
  WebviewPage: lazyPage(() => import('./webview-page.tsx').then((m) => m.WebviewPage)),
  ChooseLocationPage: lazyPage(() => import('./location/choose-location-page.tsx').then((m) => m.ChooseLocationPage)),
  OpenLocationPage: lazyPage(() => import('./location/open-location-page.tsx').then((m) => m.OpenLocationPage)),
  InventoryPage: lazyPage(() => import('./inventory/inventory-page.tsx').then((m) => m.InventoryPage)),
  ColdStorageMapPage: lazyPage(() => import('./cold-storage/cold-storage-map-page.tsx').then((m) => m.ColdStorageMapPage)),
} satisfies Record<CustomComponentName, PageComponent>;

/** Manifest routes whose generic view needs a hand-written step in front of it. */
export const routeWrappers: Partial<Record<RouteId, PageComponent>> = {
  'entry/regist': lazyPage(() => import('./register-page.tsx').then((m) => m.RegisterPage)),
  'database/seedling-detail': lazyPage(() => import('./database/seedling-detail-page.tsx').then((m) => m.SeedlingDetailPage)),
  'export-statistics/history-export-statistics-list': lazyPage(() => import('./exports/export-history-page.tsx').then((m) => m.ExportHistoryPage)),
  'inventory/history-inventory-list': lazyPage(() => import('./inventory/stock-history-page.tsx').then((m) => m.StockHistoryPage)),
  'famous-person/apply-enter': lazyPage(() => import('./pioneer/pioneer-form-gate.tsx').then((m) => m.ApplyEnterPage)),
  'famous-person/person-edit': lazyPage(() => import('./pioneer/pioneer-form-gate.tsx').then((m) => m.PioneerOnlyFormPage)),
  'famous-person/publish-article': lazyPage(() => import('./pioneer/pioneer-form-gate.tsx').then((m) => m.PioneerOnlyFormPage)),
};
