import { areaTranslator } from '../translate.ts';

/** Texts of /choose-location and /open-location and the map component. */
export const locationMessages = {
  'location.offline': { en: 'Map tiles could not load; points still show on this grid', zh: '地图底图无法加载，位置仍显示在网格上' },
  'location.tapHint': { en: 'Tap the map to choose a point', zh: '点击地图选择位置' },
  'location.locate': { en: 'My location', zh: '我的位置' },
  'location.locating': { en: 'Locating...', zh: '定位中...' },
  'location.confirm': { en: 'Use this location', zh: '确定' },
  'location.chosen': { en: 'Chosen point', zh: '已选位置' },
  'location.coordinates': { en: '{lat}, {lng} (GCJ-02)', zh: '{lat}，{lng}（GCJ-02）' },
  'location.looking': { en: 'Looking up the place...', zh: '正在查询地点...' },
  'location.lookupFailed': { en: 'Could not look up the place', zh: '地点查询失败' },
  'location.approximate': { en: 'Nearest county centre, {km} km away (approximate)', zh: '最近的区县中心，相距{km}公里（近似）' },
  'location.denied': { en: 'Location permission was refused; tap the map instead', zh: '未获得定位权限，请在地图上点选' },
  'location.unavailable': { en: 'Your location is not available; tap the map instead', zh: '无法获取当前位置，请在地图上点选' },
  'location.missing': { en: 'No location to show', zh: '没有可显示的位置' },
  'location.openWechat': { en: 'Open in WeChat map', zh: '在微信地图中打开' },
  'location.openAmap': { en: 'Open in AMap', zh: '在高德地图中打开' },
  'location.chooseAnother': { en: 'Choose another point', zh: '重新选择' },
  'location.field.label': { en: 'Location on the map', zh: '地图位置' },
  'location.field.choose': { en: 'Choose on map', zh: '在地图上选择' },
  'location.field.change': { en: 'Change the point', zh: '重新选点' },
  'location.field.none': { en: 'No point chosen yet', zh: '尚未选择位置' },
  'location.field.cancel': { en: 'Cancel', zh: '取消' },
} as const;

export const tl = areaTranslator(locationMessages);
