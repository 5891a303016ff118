import type { HandlerName } from '../../../generated/operations.ts';
import type { Operation } from '../engine/context.ts';
import { loginByPassword, refreshToken } from './login.ts';
import { register, syncCode, updateUser, userByPhone, userInfo } from './front-user.ts';
import { wechatSignature } from './wechat-app.ts';
import { dictItemsByCode } from './dict-item.ts';
import { buySellTwoDayStatistic } from './buy-sell.ts';
import { uploadFile } from './file.ts';

/** The one place a manifest's `handler:` name meets code; a missing handler is a compile error. */
export const handlers = {
  buySellTwoDayStatistic,
  dictItemsByCode,
  loginByPassword,
  refreshToken,
  register,
  syncCode,
  updateUser,
  uploadFile,
  userByPhone,
  userInfo,
  wechatSignature,
} satisfies Record<HandlerName, Operation>;
