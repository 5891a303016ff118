import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { createPusher } from '../../../src/server/alerts/push-message.ts';
import { forgetWechatAccessToken } from '../../../src/server/auth/wechat-access-token.ts';

const message = {
  frontUserId: 'u1',
  openid: 'openid-1',
  headline: { en: 'Jinxiang: 3.36', zh: '金乡：3.36' },
  lines: ['金乡 杂交蒜 中混级'],
  route: '/pages/user/notices',
};
const log = () => ({ info: vi.fn(), warn: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
  forgetWechatAccessToken();
});

describe('pushing an alert', () => {
  it('logs the message through the development stand-in when no template is configured, without the openid', async () => {
    const l = log();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await createPusher(loadConfig({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }), l)(message);
    expect(fetch).not.toHaveBeenCalled();
    expect(l.info).toHaveBeenCalledWith('wechat template message (development stand-in) to user u1: 金乡：3.36 | 金乡 杂交蒜 中混级');
    expect(JSON.stringify(l.info.mock.calls)).not.toContain('openid-1');
  });

  it('sends a WeChat template message to the user’s openid when the account and template are configured', async () => {
    const calls: { url: string; body?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: { body?: string }) => {
        calls.push({ url, ...(init?.body ? { body: init.body } : {}) });
        return new Response(JSON.stringify(url.includes('/token') ? { access_token: 'T', expires_in: 7200 } : { errcode: 0 }));
      }),
    );
    const l = log();
    await createPusher(loadConfig({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's', WECHAT_ALERT_TEMPLATE_ID: 'tpl-1' }), l)(message);
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx1&secret=s',
      'https://api.weixin.qq.com/cgi-bin/message/template/send?access_token=T',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toMatchObject({
      touser: 'openid-1',
      template_id: 'tpl-1',
      data: { first: { value: '金乡：3.36' }, keyword1: { value: '金乡 杂交蒜 中混级' } },
    });
    expect(l.warn).not.toHaveBeenCalled();
  });

  it('logs a refusal instead of throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) => new Response(JSON.stringify(url.includes('/token') ? { access_token: 'T' } : { errcode: 43004, errmsg: 'require subscribe' })),
      ),
    );
    const l = log();
    await createPusher(loadConfig({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's', WECHAT_ALERT_TEMPLATE_ID: 'tpl-1' }), l)(message);
    expect(l.warn).toHaveBeenCalledWith('wechat template message to user u1 refused: require subscribe (43004)');
  });
});
