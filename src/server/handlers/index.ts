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
import { pioneerApply, pioneerFindById, pioneerInfo, pioneerUpdate } from './pioneer-users.ts';
import { pioneerFindByPage } from './pioneer-user-page.ts';
import { pioneerArticleAdd, pioneerArticleDetail, pioneerArticleUpdate } from './pioneer-articles.ts';
import { pioneerArticleMine, pioneerArticlePage } from './pioneer-article-lists.ts';
import { pioneerFeedbackAdd } from './pioneer-feedback.ts';
import { pioneerSubscribePay } from './pioneer-subscribe.ts';
import { pioneerOrderInfo, pioneerOrderPage } from './pioneer-orders.ts';

/** The one place a manifest's `handler:` name meets code; a missing handler is a compile error. */
export const handlers = {
  buySellTwoDayStatistic,
  homeWalkQuantity,
  walkByPeriod,
  walkMonthChain,
  walkQuery,
  walkTrend,
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
} satisfies Record<HandlerName, Operation>;
