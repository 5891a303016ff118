/*
 * The `token` cookie mirrors the access token as the seed did. It is never a credential: the API
 * reads only the Authorization header, so the cookie cannot be used to forge a call cross-site.
 * It holds nothing but the short-lived access token, expires with it, and never the refresh token.
 */
const NAME = 'token';

export function accessTokenCookie(value: string, maxAgeSeconds: number | undefined, secure: boolean): string {
  const parts = [`${NAME}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined && maxAgeSeconds > 0) parts.push(`Max-Age=${Math.floor(maxAgeSeconds)}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedTokenCookie(): string {
  return `${NAME}=; Path=/; SameSite=Lax; Max-Age=0`;
}
