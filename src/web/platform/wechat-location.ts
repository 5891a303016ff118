import { LocationError, type LocatedPoint, type LocationPlatform } from './location.ts';
import type { WechatSdk } from './wechat-sdk.ts';

/** WeChat's own location (already GCJ-02) and its built-in map viewer. */
export function createWechatLocation(wx: WechatSdk): LocationPlatform {
  return {
    kind: 'wechat',
    getLocation() {
      return new Promise<LocatedPoint>((resolve, reject) => {
        wx.getLocation({
          type: 'gcj02',
          success: (r) =>
            resolve({ latitude: r.latitude, longitude: r.longitude, ...(r.accuracy !== undefined ? { accuracy: r.accuracy } : {}), source: 'wechat' }),
          fail: (r) => reject(new LocationError(/auth|deny|denied/i.test(r.errMsg) ? 'denied' : 'unavailable', r.errMsg)),
          cancel: (r) => reject(new LocationError('denied', r.errMsg)),
        });
      });
    },
    async openLocation(target) {
      wx.openLocation({
        latitude: target.latitude,
        longitude: target.longitude,
        name: target.name ?? '',
        address: target.address ?? '',
        scale: target.scale ?? 15,
      });
    },
  };
}
