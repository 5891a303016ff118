import type { HandlerName } from '../../../generated/operations.ts';
import type { Handler } from '../engine/context.ts';
import { auditFindByPage } from '../admin/audit.ts';
import { adminPriceEnter, adminPriceGrid } from '../admin/price-entry.ts';
import { adminImportCommit, adminImportPreview } from '../admin/import-upload.ts';
import { loginByPassword, logout, refreshToken } from './login.ts';
import { noticeRead, noticeSetting, noticeUpdateSetting } from './notice.ts';
import { priceAlertGet } from './price-alert.ts';
import { watchlistAdd, watchlistList, watchlistRemove } from './watchlist.ts';
import { agentApplicationMine, agentApply } from './agent-application.ts';
import { userLift, userSuspend } from '../admin/suspend.ts';
import { adminUsersFindByPage } from '../admin/users-page.ts';
import { register, syncCode, updateUser, userByPhone, userInfo } from './front-user.ts';
import { wechatSignature } from './wechat-app.ts';
import { dictItemsByCode } from './dict-item.ts';
import { buySellTwoDayStatistic } from './buy-sell.ts';
import { uploadFile } from './file.ts';
import { priceDayChart, priceLatestBySpec, priceSameTerm } from './prices.ts';
import { homePrice, priceBatch } from './prices-batch.ts';
import { priceForecastPoll, priceForecastVote } from './prices-forecast.ts';
import { divisionChildren, divisionCities, divisionCounties, divisionNames, divisionProvinces } from './divisions.ts';
import { goodsRegions, regionTree, userRegion } from './producing-regions.ts';
import { mapSettings, reverseGeocode } from './map.ts';
import { wechatMedia } from './wechat-media.ts';
import { walkByPeriod, walkQuery, walkTrend } from './walk-quantity.ts';
import { homeWalkQuantity, walkMonthChain } from './walk-quantity-month.ts';
import { homeRegionVideo, livePlay, liveSlideshow, liveStreamsByGoods } from './live-broadcast.ts';
import { bannersByType, menuInfo } from './menu-banner.ts';
import { voiceBroadcastAdd } from './voice.ts';
import { voiceAudio } from './voice-audio.ts';
import { areaByYear, areaHistoryPage, areaLastThreeYears } from './region-area.ts';
import { weatherBySolarTerm } from './weather.ts';
import { seedlingPlots, seedlingTbHb, seedlingTbHbImages } from './seed-growth.ts';
import { seedGrowthAdd } from './seed-growth-add.ts';
import { exportCountryQuantity, exportMonthList, exportMonthQuantity, exportYearQuantity } from './export-quantity.ts';
import { exportHistoryQuantity, exportHistoryQuantityItem, exportMonthDetail } from './export-history.ts';
import { stockMonthStock, stockThreeYears, stockYears, walkThreeYears } from './stock-region.ts';
import { stockHistoryMonthList, stockHistoryYearPage, stockTermMonthDetail, stockTermMonthList } from './stock-terms.ts';
import { stockCapacityYearList, stockMonthGoodsCategory, stockRegionCapacity } from './stock-capacity.ts';
import { myArticles, myCollectedArticles } from './content-mine.ts';
import { conjunctureNewsFlash, forumNewsFlash, homeHotMessages, quotationHotNewsFlash } from './content-flash.ts';
import { pioneerApply, pioneerFindById, pioneerInfo, pioneerUpdate } from './pioneer-users.ts';
import { pioneerFindByPage } from './pioneer-user-page.ts';
import { pioneerArticleAdd, pioneerArticleDetail, pioneerArticleUpdate } from './pioneer-articles.ts';
import { pioneerArticleMine, pioneerArticlePage } from './pioneer-article-lists.ts';
import { pioneerFeedbackAdd } from './pioneer-feedback.ts';
import { pioneerSubscribePay } from './pioneer-subscribe.ts';
import { pioneerOrderInfo, pioneerOrderPage } from './pioneer-orders.ts';
import { coldStorageAuthDelete, coldStorageAuthDetail, coldStorageAuthMyList } from './cold-storage-auth.ts';
import { coldStorageErrorReport, coldStorageMapEntry, coldStorageMapPage } from './cold-storage-map.ts';
import { coldStorageRentCarousel, coldStorageStatistics } from './cold-storage-statistics.ts';
import { inventoryMyDetail, inventoryMyList, inventorySave } from './cold-storage-inventory.ts';
import { inventoryRegionDigestion } from './cold-storage-digestion.ts';

/** The one place a manifest's `handler:` name meets code: a missing handler is a compile error, and each is a `Handler<name>`, typed from its operation id. */
export const handlers = {
  auditFindByPage,
  adminImportCommit,
  adminImportPreview,
  adminPriceEnter,
  adminPriceGrid,
  noticeRead,
  agentApply,
  agentApplicationMine,
  noticeSetting,
  noticeUpdateSetting,
  priceAlertGet,
  watchlistAdd,
  watchlistRemove,
  watchlistList,
  userLift,
  adminUsersFindByPage,
  userSuspend,
  buySellTwoDayStatistic,
  coldStorageAuthDelete,
  coldStorageAuthDetail,
  coldStorageAuthMyList,
  coldStorageErrorReport,
  coldStorageMapEntry,
  coldStorageMapPage,
  coldStorageRentCarousel,
  coldStorageStatistics,
  inventoryMyDetail,
  inventoryMyList,
  inventoryRegionDigestion,
  inventorySave,
  homeWalkQuantity,
  walkByPeriod,
  walkMonthChain,
  walkQuery,
  walkTrend,
  exportCountryQuantity,
  exportHistoryQuantity,
  exportHistoryQuantityItem,
  exportMonthDetail,
  exportMonthList,
  exportMonthQuantity,
  exportYearQuantity,
  stockCapacityYearList,
  stockHistoryMonthList,
  stockHistoryYearPage,
  stockMonthGoodsCategory,
  stockMonthStock,
  stockRegionCapacity,
  stockTermMonthDetail,
  stockTermMonthList,
  stockThreeYears,
  stockYears,
  walkThreeYears,
  dictItemsByCode,
  divisionChildren,
  divisionCities,
  divisionCounties,
  divisionNames,
  divisionProvinces,
  goodsRegions,
  mapSettings,
  regionTree,
  reverseGeocode,
  userRegion,
  wechatMedia,
  loginByPassword,
  refreshToken,
  logout,
  register,
  syncCode,
  updateUser,
  uploadFile,
  homePrice,
  priceBatch,
  priceDayChart,
  priceForecastPoll,
  priceForecastVote,
  priceLatestBySpec,
  priceSameTerm,
  userByPhone,
  userInfo,
  wechatSignature,
  homeRegionVideo,
  livePlay,
  liveSlideshow,
  liveStreamsByGoods,
  bannersByType,
  menuInfo,
  voiceBroadcastAdd,
  voiceAudio,
  areaByYear,
  areaHistoryPage,
  areaLastThreeYears,
  weatherBySolarTerm,
  seedGrowthAdd,
  seedlingPlots,
  seedlingTbHb,
  seedlingTbHbImages,
  conjunctureNewsFlash,
  forumNewsFlash,
  homeHotMessages,
  myArticles,
  myCollectedArticles,
  quotationHotNewsFlash,
  pioneerApply,
  pioneerFindById,
  pioneerFindByPage,
  pioneerInfo,
  pioneerUpdate,
  pioneerArticleAdd,
  pioneerArticleDetail,
  pioneerArticleMine,
  pioneerArticlePage,
  pioneerArticleUpdate,
  pioneerFeedbackAdd,
  pioneerSubscribePay,
  pioneerOrderInfo,
  pioneerOrderPage,
} satisfies { [H in HandlerName]: Handler<H> };
