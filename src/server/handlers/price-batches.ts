// The batch number of a day's price quotations (批次号): the day's ISO date without its dashes.

/** '2026-11-20' → '20261120', the batch of that day's quotations. */
export const batchOf = (date: string): string => date.replaceAll('-', '');

/** '20261120' → '2026-11-20'. */
export const dateOfBatch = (batchNum: string): string => `${batchNum.slice(0, 4)}-${batchNum.slice(4, 6)}-${batchNum.slice(6, 8)}`;
