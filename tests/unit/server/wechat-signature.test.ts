import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { jsapiSignature } from '../../../src/server/auth/wechat-signature.ts';

// The worked example of WeChat's JS-SDK documentation (附录1 JS-SDK使用权限签名算法).
const TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
const NONCE = 'Wm3WZYTPz0wzccnW';
const TIMESTAMP = 1414587457;

describe('jsapiSignature', () => {
  it.each([
    { url: 'http://mp.weixin.qq.com?params=value', want: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' },
    { url: 'http://mp.weixin.qq.com', want: 'f4d90daf4b3bca3078ab155816175ba34c443a7b' },
  ])('signs $url as the official example does', ({ url, want }) => {
    expect(jsapiSignature({ ticket: TICKET, nonceStr: NONCE, timestamp: TIMESTAMP, url })).toBe(want);
  });

  it('ignores everything from the fragment on', () => {
    const plain = jsapiSignature({ ticket: TICKET, nonceStr: NONCE, timestamp: TIMESTAMP, url: 'http://mp.weixin.qq.com?params=value' });
    const withHash = jsapiSignature({ ticket: TICKET, nonceStr: NONCE, timestamp: TIMESTAMP, url: 'http://mp.weixin.qq.com?params=value#/home?tab=1' });
    expect(withHash).toBe(plain);
    expect(withHash).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('is the sha1 of the four pairs in key order, joined with &', () => {
    const input = { ticket: 't1', nonceStr: 'n1', timestamp: 42, url: 'https://garlic.example/page?a=1' };
    const text = 'jsapi_ticket=t1&noncestr=n1&timestamp=42&url=https://garlic.example/page?a=1';
    expect(jsapiSignature(input)).toBe(createHash('sha1').update(text).digest('hex'));
  });

  it.each([
    ['ticket', { ticket: 'other' }],
    ['nonceStr', { nonceStr: 'other' }],
    ['timestamp', { timestamp: TIMESTAMP + 1 }],
    ['url', { url: 'http://mp.weixin.qq.com/other' }],
  ])('changes when %s changes', (_name, change) => {
    const base = { ticket: TICKET, nonceStr: NONCE, timestamp: TIMESTAMP, url: 'http://mp.weixin.qq.com' };
    expect(jsapiSignature({ ...base, ...change })).not.toBe(jsapiSignature(base));
  });
});
