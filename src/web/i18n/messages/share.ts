import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of sharing a page outside WeChat (the share button). */
export const shareMessages = {
  'share.copied': { en: 'Link copied: paste it into a chat to share this page', zh: '链接已复制，可粘贴到聊天中分享' },
  'share.copyFailed': { en: 'Could not copy the link: {link}', zh: '无法复制链接：{link}' },
  'share.inWechat': { en: 'Tap ··· at the top right to send this page to a chat or to Moments', zh: '点击右上角 ··· 发送给朋友或分享到朋友圈' },
} as const satisfies Messages;

export const tShare = areaTranslator(shareMessages);
