const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return PLAIN_DECIMAL.test(value);
  return false;
}
