// The precision cold-storage stock is recorded and shown in.

/** Tonnes to one decimal, the precision stock is recorded in. */
export const tonnes = (n: number) => Math.round(n * 10) / 10;

/** A share in %, one decimal; null without a base. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
