import { createBrowserLocation } from './browser-location.ts';
import type { LocationPlatform } from './location.ts';
import { createWechatLocation } from './wechat-location.ts';
import { wechatSdk } from './wechat-sdk.ts';

let chosen: Promise<LocationPlatform> | undefined;

/**
 * The location platform for this page: WeChat's JS-SDK when the page runs in WeChat and the server
 * has an official account, the browser's APIs otherwise (opening a point then shows /open-location).
 */
export function locationPlatform(): Promise<LocationPlatform> {
  chosen ??= wechatSdk().then((wx) => (wx ? createWechatLocation(wx) : createBrowserLocation()));
  return chosen;
}

export type { GeoPoint } from './coordinates.ts';
export type { LocatedPoint, LocationPlatform, LocationTarget } from './location.ts';
export { LocationError } from './location.ts';
