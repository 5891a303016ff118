import { areaTranslator } from '../translate.ts';

/** Texts of the division picker (loaded with forms) and the location pages. */
export const divisionsMessages = {
  'divisions.province': { en: 'Province', zh: '省份' },
  'divisions.city': { en: 'City', zh: '城市' },
  'divisions.county': { en: 'County / district', zh: '区县' },
  'divisions.street': { en: 'Town / street', zh: '乡镇街道' },
  'divisions.choose': { en: 'Please choose', zh: '请选择' },
  'divisions.loading': { en: 'Loading...', zh: '加载中...' },
  'divisions.failed': { en: 'Could not load the list; tap to retry', zh: '列表加载失败，点击重试' },
  'divisions.noStreets': { en: 'Towns are not listed for this county', zh: '暂无该区县的乡镇数据' },
  'divisions.namesNote': { en: 'Place names are the official Chinese names', zh: '地名为官方中文名称' },
} as const;

export const td = areaTranslator(divisionsMessages);
