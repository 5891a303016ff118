import type { Config } from '../config.ts';
import { WECHAT_API, forgetWechatAccessToken, wechatAccessToken } from '../auth/wechat-access-token.ts';

/** One message to one user: a headline and lines, in Chinese (WeChat's language) with the English after. */
export interface PushMessage {
  frontUserId: string;
  openid: string | undefined;
  headline: { en: string; zh: string };
  lines: string[];
  /** The app page the message opens (a hash route). */
  route: string;
}

export type Pusher = (message: PushMessage) => Promise<void>;
type Log = { info(msg: string): void; warn(msg: string): void };

/**
 * Sends a WeChat template message (message/template/send) when the official account and its alert
 * template are configured (WECHAT_APPID, WECHAT_SECRET, WECHAT_ALERT_TEMPLATE_ID) and the user has an
 * openid; otherwise the development stand-in logs what it would send (no openid, no phone). The template
 * takes first, keyword1 (what), keyword2 (when) and remark.
 */
export function createPusher(config: Config, log: Log, siteUrl = ''): Pusher {
  const { wechatAppId: appId, wechatSecret: secret, wechatAlertTemplateId: templateId } = config;
  if (!appId || !secret || !templateId) {
    return async (m) => log.info(`wechat template message (development stand-in) to user ${m.frontUserId}: ${m.headline.zh} | ${m.lines.join(' | ')}`);
  }
  return async (m) => {
    if (!m.openid) return log.info(`wechat template message skipped: user ${m.frontUserId} has no openid`);
    const body = {
      touser: m.openid,
      template_id: templateId,
      ...(siteUrl ? { url: `${siteUrl}/#${m.route}` } : {}),
      data: {
        first: { value: m.headline.zh },
        keyword1: { value: m.lines[0] ?? '' },
        keyword2: { value: new Date().toISOString().slice(0, 16).replace('T', ' ') },
        remark: { value: m.lines.slice(1).join('\n') },
      },
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await wechatAccessToken(appId, secret);
      const reply = (await (
        await fetch(`${WECHAT_API}/message/template/send?access_token=${token}`, { method: 'POST', body: JSON.stringify(body) })
      ).json()) as { errcode?: number; errmsg?: string };
      if (!reply.errcode) return;
      if ([40001, 40014, 42001].includes(reply.errcode) && attempt === 0) {
        forgetWechatAccessToken();
        continue;
      }
      return log.warn(`wechat template message to user ${m.frontUserId} refused: ${reply.errmsg ?? ''} (${reply.errcode})`);
    }
  };
}
