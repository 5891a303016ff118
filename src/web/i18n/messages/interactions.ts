import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the interaction bar and comment section that detail pages of interactive content show. */
export const interactionMessages = {
  'interactions.collect': { en: 'Collect', zh: '收藏' },
  'interactions.collected': { en: 'Collected', zh: '已收藏' },
  'interactions.agree': { en: 'Agree', zh: '赞同' },
  'interactions.disagree': { en: 'Disagree', zh: '反对' },
  'interactions.reads': { en: '{count|# read|# reads}', zh: '阅读 {count}' },
  'interactions.comments': { en: 'Comments ({count})', zh: '评论（{count}）' },
  'interactions.noComments': { en: 'No comments yet. Be the first to say something.', zh: '暂无评论，快来说两句吧' },
  'interactions.placeholder': { en: 'Share what you see in the market…', zh: '说说您了解的行情…' },
  'interactions.send': { en: 'Send', zh: '发送' },
  'interactions.sending': { en: 'Sending…', zh: '发送中…' },
  'interactions.signInToComment': { en: 'Sign in to comment', zh: '登录后发表评论' },
  'interactions.tooLong': { en: 'At most {max} characters', zh: '最多{max}个字' },
  'interactions.anonymous': { en: 'Garlic trader', zh: '蒜友' },
  'interactions.voice': { en: 'Voice note', zh: '语音' },
} as const satisfies Messages;

export const tInteractions = areaTranslator(interactionMessages);
