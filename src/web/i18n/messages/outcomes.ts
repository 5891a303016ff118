import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** What a write says when it worked (the shared toast), loaded with the forms and detail pages that write. */
export const outcomeMessages = {
  'outcomes.sent': { en: 'Submitted', zh: '提交成功' },
  'outcomes.saved': { en: 'Changes saved', zh: '修改已保存' },
  'outcomes.deleted': { en: 'Deleted', zh: '已删除' },
} as const satisfies Messages;

export const tOutcomes = areaTranslator(outcomeMessages);
