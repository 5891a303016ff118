import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the cold-storage pages: big data, the map, store details, certification, agents' stock. */
export const coldStorageMessages = {
  'cold.t': { en: 't', zh: '吨' },
  'cold.tonnes': { en: '{n} t', zh: '{n}吨' },
  'cold.wanTonnes': { en: '{n}0k t', zh: '{n}万吨' },
  'cold.rooms': { en: '{n|# room|# rooms}', zh: '{n}个库洞' },
  'cold.stores': { en: '{n|# store|# stores}', zh: '{n}座' },
  'cold.underReview': { en: 'Awaiting certification', zh: '认证审核中' },
  'cold.notCertified': { en: 'Not certified', zh: '未通过认证' },
  'cold.certified': { en: 'Certified', zh: '已认证' },
  'cold.onMap': { en: 'Added on the map', zh: '地图收录' },
  'cold.map.all': { en: 'All', zh: '全部' },
  'cold.map.count': { en: '{n|# cold store|# cold stores} on the map', zh: '地图上共{n}座冷库' },
  'cold.map.details': { en: 'Details', zh: '查看详情' },
  'cold.map.add': { en: 'Add a store', zh: '新增冷库' },
  'cold.map.loading': { en: 'Loading the stores...', zh: '正在加载冷库...' },
  'cold.map.failed': { en: 'The stores could not load', zh: '冷库加载失败' },
  'cold.agent.notAgent': {
    en: 'Recording monthly stock is for agents. Ask the platform to make you an agent of your county; you can certify stores meanwhile.',
    zh: '库存填报仅对代理商开放。如需成为本县代理商，请联系平台开通；您仍可先认证冷库。',
  },
  'cold.agent.apply': { en: 'Ask to become an agent', zh: '申请成为代理商' },
  'cold.agent.applyAgain': { en: 'Ask again', zh: '重新申请' },
  'cold.agent.pending': { en: 'Your request to become an agent is waiting for the operators.', zh: '您的代理商申请正在审核中。' },
  'cold.agent.rejected': { en: 'Your request to become an agent was not approved: {reason}', zh: '您的代理商申请未通过：{reason}' },
  'cold.agent.approved': { en: 'You are an agent now: record the monthly stock of your certified stores.', zh: '您已成为代理商，可以按月填报认证冷库的库存。' },
  'cold.agent.hello': { en: 'Agent of {n|# certified store|# certified stores}', zh: '代理{n}座认证冷库' },
  'cold.agent.toRecord': { en: '{n} still to record this month', zh: '本月还有{n}座未填报' },
  'cold.inv.record': { en: 'Record this month', zh: '填报本月库存' },
  'cold.inv.save': { en: 'Save', zh: '保存' },
  'cold.inv.saving': { en: 'Saving...', zh: '保存中...' },
  'cold.inv.saved': { en: 'Saved', zh: '已保存' },
  'cold.inv.rooms': { en: 'Rooms', zh: '库洞' },
  'cold.inv.tonnes': { en: 'Tonnes', zh: '吨数' },
  'cold.inv.total': { en: 'Total {t} in {rooms}', zh: '合计{t}，{rooms}' },
  'cold.inv.over': { en: 'More than the store holds', zh: '超出冷库容量' },
} as const satisfies Messages;

export const tc = areaTranslator(coldStorageMessages);
