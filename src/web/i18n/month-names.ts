const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov" for 11. A table, not toLocaleString: a first Intl date format with a time zone loads the
 * locale's calendar data inside the render that asks it, one long task of 350–830 ms at 4x slowdown
 * (decision record 0131; 354 ms on the price page's first load in English).
 */
export const monthShortEn = (month: number): string => MONTHS_EN[month - 1] ?? '';
