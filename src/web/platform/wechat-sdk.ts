import { callOperation } from '../http/call-operation.ts';
import { isWechatBrowser } from './wechat-browser.ts';

/** The parts of the JS-SDK (jweixin 1.6.0) the platform layer calls. */
export interface WechatSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (result: { errMsg: string }) => void): void;
  getLocation(options: {
    type: 'gcj02' | 'wgs84';
    success(r: { latitude: number; longitude: number; accuracy?: number }): void;
    fail(r: { errMsg: string }): void;
    cancel?(r: { errMsg: string }): void;
  }): void;
  openLocation(options: { latitude: number; longitude: number; name: string; address: string; scale: number; infoUrl?: string }): void;
  /** The card of a page sent to a chat (and QQ). */
  updateAppMessageShareData(options: { title: string; desc: string; link: string; imgUrl: string }): void;
  /** The card of a page shared to Moments (and QZone). */
  updateTimelineShareData(options: { title: string; link: string; imgUrl: string }): void;
}

const SCRIPT = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** Every JS-SDK API the app uses; one config serves them all (seed-spec.md section 7 "External calls"). */
export const JS_API_LIST = [
  'getLocation',
  'openLocation',
  'chooseImage',
  'uploadImage',
  'getLocalImgData',
  'startRecord',
  'stopRecord',
  'onVoiceRecordEnd',
  'playVoice',
  'stopVoice',
  'uploadVoice',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'chooseWXPay',
];

export { isWechatBrowser } from './wechat-browser.ts';

function loadScript(): Promise<WechatSdk> {
  const existing = (window as unknown as { wx?: WechatSdk }).wx;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => {
      const wx = (window as unknown as { wx?: WechatSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('The WeChat JS-SDK did not load'));
    };
    script.onerror = () => reject(new Error('The WeChat JS-SDK did not load'));
    document.head.appendChild(script);
  });
}

let ready: Promise<WechatSdk | undefined> | undefined;

/**
 * The configured JS-SDK, or undefined outside WeChat or when the server has no official account
 * (getSignature says enabled: false). The app uses hash routes, so the address WeChat checks — the
 * page without its fragment — is the same on every route, on iOS and Android alike.
 */
export function wechatSdk(): Promise<WechatSdk | undefined> {
  if (!isWechatBrowser()) return Promise.resolve(undefined);
  ready ??= (async () => {
    const url = location.href.split('#')[0]!;
    const { data } = await callOperation('wechatApp.getSignature', { url }, { silent: true, mask: false });
    if (!data.enabled) return undefined;
    const wx = await loadScript();
    await new Promise<void>((resolve, reject) => {
      wx.config({ debug: false, appId: data.appId, timestamp: data.timestamp, nonceStr: data.nonceStr, signature: data.signature, jsApiList: JS_API_LIST });
      wx.ready(resolve);
      wx.error((r) => reject(new Error(r.errMsg)));
    });
    return wx;
  })().catch(() => undefined);
  return ready;
}
