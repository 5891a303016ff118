import type { PioneerPayment } from './pioneer-types.ts';

/** The development payment page, told to come back to `returnTo` (this page) when done. */
export function devPayAddress(payUrl: string, returnTo: string): string {
  const url = new URL(payUrl, window.location.origin);
  url.searchParams.set('redirect_uri', returnTo);
  return url.pathname + url.search;
}

type BridgeResult = 'ok' | 'cancel' | 'fail';
interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: object, done: (res: { err_msg?: string }) => void): void;
}

/** WeChat's own payment sheet (inside WeChat only): ok, cancel or fail. */
export function wechatPay(params: NonNullable<PioneerPayment['wxPay']>): Promise<BridgeResult | 'unavailable'> {
  const bridge = (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
  if (!bridge) return Promise.resolve('unavailable');
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (res) => {
      const outcome = res.err_msg?.split(':')[1];
      resolve(outcome === 'ok' ? 'ok' : outcome === 'cancel' ? 'cancel' : 'fail');
    });
  });
}
