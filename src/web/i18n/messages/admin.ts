import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the operator console (issue 11). */
export const adminMessages = {
  'admin.hub.intro': { en: 'Run the market: decide the queues, moderate, enter figures, edit content, read the audit log.', zh: '在这里运营市场：处理审核队列、内容管理、录入数据、编辑内容、查看操作日志。' },
  'admin.hub.sections': { en: 'Sections', zh: '功能' },
} as const satisfies Messages;

export type AdminMessageKey = keyof typeof adminMessages;
export const tAdmin = areaTranslator(adminMessages);
