import { chinaToday, parseIso } from '../../../shared/china-time.ts';
import { monthShortEn } from '../../i18n/month-names.ts';

const WEEKDAYS = { en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], zh: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] };

/**
 * Today in China, as the header shows it: "11月23日 星期一" / "Mon 23 Nov". Arithmetic, not
 * toLocaleDateString: a first Intl date format with a time zone loads the locale's calendar data in
 * the first screen's render (360–830 ms of one task at 4x slowdown; decision record 0131).
 */
export function homeDate(lang: 'en' | 'zh', now = Date.now()): string {
  const date = chinaToday(now);
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(parseIso(date)).getUTCDay();
  return lang === 'en' ? `${WEEKDAYS.en[weekday]} ${day} ${monthShortEn(month)}` : `${month}月${day}日 ${WEEKDAYS.zh[weekday]}`;
}
