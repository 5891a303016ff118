/**
 * The Chinese market convention: red for a rise, green for a fall (the reverse of Western screens).
 * Both read at 4.5:1 or more on white, so a figure keeps full opacity.
 */
export const RISE_COLOR = '#d32f2f';
export const FALL_COLOR = '#2e7d32';

/** The colour of a change: red up, green down, secondary text when flat or unknown. */
export const changeColor = (v: number | null | undefined): string => (!v ? 'text.secondary' : v > 0 ? RISE_COLOR : FALL_COLOR);
