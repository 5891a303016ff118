import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the operator console (issue 11). */
export const adminMessages = {
  'admin.hub.intro': { en: 'Run the market: decide the queues, moderate, enter figures, edit content, read the audit log.', zh: '在这里运营市场：处理审核队列、内容管理、录入数据、编辑内容、查看操作日志。' },
  'admin.hub.sections': { en: 'Sections', zh: '功能' },
  'admin.queue.pending': { en: 'Pending', zh: '待审核' },
  'admin.queue.approved': { en: 'Approved', zh: '已通过' },
  'admin.queue.rejected': { en: 'Rejected', zh: '已驳回' },
  'admin.queue.approve': { en: 'Approve', zh: '通过' },
  'admin.queue.reject': { en: 'Reject', zh: '驳回' },
  'admin.queue.approveTitle': { en: 'Approve this application?', zh: '确认通过？' },
  'admin.queue.rejectTitle': { en: 'Why is it rejected?', zh: '驳回原因' },
  'admin.queue.reasonRequired': { en: 'Reason (the applicant reads it)', zh: '原因（申请人可见）' },
  'admin.moderate.hide': { en: 'Hide', zh: '屏蔽' },
  'admin.moderate.restore': { en: 'Restore', zh: '恢复' },
  'admin.moderate.hideTitle': { en: 'Why is it hidden?', zh: '屏蔽原因' },
  'admin.moderate.restoreTitle': { en: 'Show it again?', zh: '确认恢复显示？' },
  'admin.queue.reasonOptional': { en: 'Note (optional)', zh: '备注（可选）' },
} as const satisfies Messages;

export type AdminMessageKey = keyof typeof adminMessages;
export const tAdmin = areaTranslator(adminMessages);
