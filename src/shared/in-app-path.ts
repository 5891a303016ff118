const IN_APP_PREFIX = '/pages/';
const MAX_IN_APP_LENGTH = 2000;

/**
 * An in-app location ('/pages/...' or the console's '/admin...', with an optional query) or null.
 * Anything else — absolute URLs, protocol-relative '//host', backslashes, control characters — is
 * refused: these values arrive from shared links, query strings and the sign-in return, so accepting
 * them would be an open redirect. The web app routes by it; the development authorize page checks
 * the return target it carries with it.
 */
export function safeInAppPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const consolePath = value === '/admin' || value.startsWith('/admin/') || value.startsWith('/admin?');
  if ((!value.startsWith(IN_APP_PREFIX) && !consolePath) || value.length > MAX_IN_APP_LENGTH) return null;
  if (value.includes('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- a control character in a path is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The query parameter of the sign-in return address that names the in-app page to open afterwards. */
export const RETURN_TO_PARAM = 'returnTo';
