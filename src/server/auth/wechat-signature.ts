import { createHash } from 'node:crypto';

export interface SignatureInput {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  /** The page address; anything from '#' on is dropped, as WeChat signs it. */
  url: string;
}

/** JS-SDK signature: sha1 of the sorted `jsapi_ticket`, `noncestr`, `timestamp`, `url` pairs. */
export function jsapiSignature({ ticket, nonceStr, timestamp, url }: SignatureInput): string {
  const pairs = { jsapi_ticket: ticket, noncestr: nonceStr, timestamp: String(timestamp), url: url.split('#')[0]! };
  const text = Object.keys(pairs)
    .sort()
    .map((k) => `${k}=${pairs[k as keyof typeof pairs]}`)
    .join('&');
  return createHash('sha1').update(text).digest('hex');
}
