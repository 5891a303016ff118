/**
 * The crossing rule of price alerts (decision 0061). An alert is in one zone per quotation: `above`
 * when the average is at or over its `above` line, `below` at or under its `below` line, `move` when
 * the day moved by at least `changePercent` from the quoted day before, `normal` otherwise (the first
 * that applies, in that order). It fires when it enters a zone other than normal that it was not in
 * (an alert never evaluated counts as normal), so a price that stays past a line is told once, and
 * again only after it has come back and crossed again.
 */
export type Zone = 'normal' | 'above' | 'below' | 'move';

export interface AlertLines {
  above?: number | null;
  below?: number | null;
  changePercent?: number | null;
}

export interface SeriesQuote {
  priceDate: string;
  avgPrice: number;
  /** The average of the quoted day before, when there is one. */
  previousAvgPrice?: number | null;
}

const isSet = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The day's change in per cent (one decimal), or undefined without a previous quotation. */
export function changePercentOf(quote: SeriesQuote): number | undefined {
  const before = quote.previousAvgPrice;
  if (!isSet(before) || before === 0) return undefined;
  return Math.round(((quote.avgPrice - before) / before) * 1000 + Math.sign(quote.avgPrice - before) * 1e-9) / 10;
}

export function zoneOf(lines: AlertLines, quote: SeriesQuote): Zone {
  if (isSet(lines.above) && quote.avgPrice >= lines.above) return 'above';
  if (isSet(lines.below) && quote.avgPrice <= lines.below) return 'below';
  const change = changePercentOf(quote);
  if (isSet(lines.changePercent) && change !== undefined && Math.abs(change) >= lines.changePercent) return 'move';
  return 'normal';
}

/** The zone the quotation puts the alert in, and whether that is a crossing to tell. */
export function nextAlertState(lines: AlertLines, lastZone: string | null | undefined, quote: SeriesQuote): { zone: Zone; fires: boolean } {
  const zone = zoneOf(lines, quote);
  const before = (lastZone ?? 'normal') as Zone;
  return { zone, fires: zone !== 'normal' && zone !== before };
}
