/** Why the webview page refuses an address. */
export type WebviewRefusal = 'missing' | 'invalid' | 'notHttps' | 'notAllowed';

export type WebviewDecision = { ok: true; url: string } | { ok: false; reason: WebviewRefusal };

/**
 * Whether the webview page may embed `raw`: an https address, without credentials or a port, on a
 * host the operator allows (WEBVIEW_HOSTS, which the CSP's frame-src lists too).
 */
export function decideWebview(raw: unknown, allowedHosts: readonly string[]): WebviewDecision {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'notHttps' };
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  if (url.port || !allowedHosts.includes(url.hostname.toLowerCase())) return { ok: false, reason: 'notAllowed' };
  return { ok: true, url: url.href };
}
