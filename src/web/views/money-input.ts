/** Integer fen as the yuan text an input shows: 2990 → '29.90'; nothing for no value. */
export function centsToYuanText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return typeof value === 'string' ? value : '';
  return (value / 100).toFixed(2);
}

/**
 * Typed yuan as integer fen: '29.9' → 2990, '' → undefined. Anything else (letters, three decimals)
 * is returned as typed, so the schema's integer check reports it.
 */
export function yuanTextToCents(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(trimmed)) return trimmed;
  const [units = '0', fraction = ''] = trimmed.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
