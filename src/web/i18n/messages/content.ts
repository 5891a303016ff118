import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the community content's own components (the home page's hot messages). */
export const contentMessages = {
  'content.hot': { en: 'Hot', zh: '热点' },
  'content.hotLabel': { en: 'Hot messages', zh: '热点消息' },
  'content.report': { en: 'Market', zh: '行情' },
  'content.news': { en: 'News', zh: '资讯' },
} as const satisfies Messages;

export const tContent = areaTranslator(contentMessages);
