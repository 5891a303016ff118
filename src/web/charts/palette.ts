/**
 * The chart colours, each readable as text on white (4.5:1 or more), so a legend, a table figure and
 * its line can share one colour. Areas keep their series in this order.
 */
export const PALETTE = { orange: '#c2410c', blue: '#1565c0', purple: '#8e24aa', green: '#2e7d32', brown: '#6d4c41' } as const;

/** Series in order: seasons, years, categories. */
export const SERIES_COLORS = [PALETTE.orange, PALETTE.blue, PALETTE.purple, PALETTE.green, PALETTE.brown] as const;
