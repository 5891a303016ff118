/** Inside WeChat's in-app browser (WeCom included) — DOMAIN.md 4.5. */
export function isWechatBrowser(userAgent = navigator.userAgent): boolean {
  return /micromessenger/i.test(userAgent);
}
