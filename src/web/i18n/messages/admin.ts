import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the operator console (issue 11). */
export const adminMessages = {
  // Today's figures (issue 11 point 5)
  'admin.prices.day': { en: 'Day (China)', zh: '日期' },
  'admin.prices.hint': {
    en: "yuan/jin · prefilled with each series' last quotation · rows moved more than 30% are marked",
    zh: '元/斤 · 预填各规格上次报价 · 变动超过30%的行已标出',
  },
  'admin.prices.grade': { en: 'Grade', zh: '品种规格' },
  'admin.prices.avg': { en: 'Avg', zh: '均价' },
  'admin.prices.max': { en: 'High', zh: '最高' },
  'admin.prices.min': { en: 'Low', zh: '最低' },
  'admin.prices.last': { en: 'last {price} on {date}', zh: '上次 {price}（{date}）' },
  'admin.prices.none': { en: 'never quoted', zh: '暂无报价' },
  'admin.prices.entered': { en: 'entered', zh: '已录入' },
  'admin.prices.order': { en: 'High ≥ average ≥ low', zh: '须满足 最高 ≥ 均价 ≥ 最低' },
  'admin.prices.save': { en: 'Publish {count} rows', zh: '发布 {count} 行' },
  'admin.prices.fixFirst': {
    en: 'Correct the marked rows first: high ≥ average ≥ low, two decimals',
    zh: '请先修正标红的行：最高 ≥ 均价 ≥ 最低，最多两位小数',
  },
  'admin.prices.confirmTitle': { en: 'Changes of more than 30%', zh: '变动超过30%' },
  'admin.prices.confirmText': {
    en: 'These averages move more than 30% from their last quotation. Publish them?',
    zh: '以下均价较上次报价变动超过30%，确认发布？',
  },
  'admin.prices.confirm': { en: 'Publish', zh: '确认发布' },
  'admin.prices.saved': { en: '{count} prices published for {date}', zh: '已发布{date}的{count}条价格' },
  // Upload of import files (issue 11 point 5)
  'admin.import.intro': {
    en: 'A CSV of one kind, with the columns `npm run import` takes. Check it first: nothing is written until every line is right.',
    zh: '上传一种数据的CSV文件（列与 npm run import 相同）。先检查：每一行都正确才会写入。',
  },
  'admin.import.kind': { en: 'Kind', zh: '数据类型' },
  'admin.import.choose': { en: 'Choose a CSV file', zh: '选择CSV文件' },
  'admin.import.check': { en: 'Upload and check', zh: '上传并检查' },
  'admin.import.uploading': { en: 'Uploading', zh: '上传中' },
  'admin.import.failed': { en: 'The upload did not reach the server; try again', zh: '上传失败，请重试' },
  'admin.import.ready': { en: 'Every line is right: {add} rows to add, {replace} to replace', zh: '全部正确：新增{add}行，替换{replace}行' },
  'admin.import.problems': { en: '{count} lines are wrong; nothing will be written until they are corrected', zh: '{count}行有误，改正前不会写入任何数据' },
  'admin.import.line': { en: 'Line', zh: '行' },
  'admin.import.problem': { en: 'Problem', zh: '问题' },
  'admin.import.row': { en: 'Row', zh: '记录' },
  'admin.import.change': { en: 'Change', zh: '变化' },
  'admin.import.add': { en: 'add', zh: '新增' },
  'admin.import.replace': { en: 'replace', zh: '替换' },
  'admin.import.more': { en: 'and {count} more rows', zh: '另有{count}行' },
  'admin.import.write': { en: 'Write these figures', zh: '写入这些数据' },
  'admin.import.written': { en: '{count} rows written ({replaced} replaced)', zh: '已写入{count}行（替换{replaced}行）' },
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
  'admin.users.suspend': { en: 'Suspend', zh: '封禁' },
  'admin.users.lift': { en: 'Lift suspension', zh: '解除封禁' },
  'admin.users.suspendTitle': { en: 'Why is this account suspended?', zh: '封禁原因' },
  'admin.users.liftTitle': { en: 'Lift this suspension?', zh: '确认解除封禁？' },
  'admin.queue.reasonOptional': { en: 'Note (optional)', zh: '备注（可选）' },
  // Content (issue 11 point 6)
  'admin.content.up': { en: 'Move up', zh: '上移' },
  'admin.content.down': { en: 'Move down', zh: '下移' },
  'admin.content.edit': { en: 'Edit', zh: '编辑' },
  'admin.content.publish': { en: 'Publish', zh: '发布' },
  'admin.content.withdraw': { en: 'Withdraw', zh: '撤回' },
  'admin.content.upload': { en: 'Upload a picture', zh: '上传图片' },
} as const satisfies Messages;

export type AdminMessageKey = keyof typeof adminMessages;
export const tAdmin = areaTranslator(adminMessages);
