import type { HandlerName } from '../../../generated/operations.ts';
import type { Operation } from '../engine/context.ts';
import { loginByPassword, refreshToken } from './login.ts';
import { register, syncCode, updateUser, userByPhone, userInfo } from './front-user.ts';
import { wechatSignature } from './wechat-app.ts';
import { dictItemsByCode } from './dict-item.ts';
import { buySellTwoDayStatistic } from './buy-sell.ts';
import { uploadFile } from './file.ts';
import { priceDayChart, priceLatestBySpec, priceSameTerm } from './prices.ts';
import { homePrice, priceBatch } from './prices-batch.ts';
import { priceForecastPoll, priceForecastVote } from './prices-forecast.ts';
import { walkByPeriod, walkQuery, walkTrend } from './walk-quantity.ts';
import { homeWalkQuantity, walkMonthChain } from './walk-quantity-month.ts';
import { exportCountryQuantity, exportMonthList, exportMonthQuantity, exportYearQuantity } from './export-quantity.ts';
import { exportHistoryQuantity, exportHistoryQuantityItem, exportMonthDetail } from './export-history.ts';
import { stockMonthStock, stockThreeYears, stockYears, walkThreeYears } from './stock-region.ts';
import { stockHistoryMonthList, stockHistoryYearPage, stockTermMonthDetail, stockTermMonthList } from './stock-terms.ts';
import { stockCapacityYearList, stockMonthGoodsCategory, stockRegionCapacity } from './stock-capacity.ts';

/** The one place a manifest's `handler:` name meets code; a missing handler is a compile error. */
export const handlers = {
  buySellTwoDayStatistic,
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
  loginByPassword,
  refreshToken,
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
} satisfies Record<HandlerName, Operation>;
