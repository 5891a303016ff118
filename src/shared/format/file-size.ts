const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

function roundTrimmed(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`bytes must be a finite non-negative number, got ${bytes}`);
  }
  let unit = 0;
  while (unit < UNITS.length - 1 && bytes >= STEP ** (unit + 1)) unit += 1;
  let text = roundTrimmed(bytes / STEP ** unit);
  // Rounding can carry into the next unit, e.g. 1023.999 KB → "1024" must read as 1 MB.
  if (unit < UNITS.length - 1 && Number(text) >= STEP) {
    unit += 1;
    text = roundTrimmed(bytes / STEP ** unit);
  }
  return `${text} ${UNITS[unit]}`;
}
