export type ShortenLang = 'en' | 'zh';

const MAX_DIGITS = 20;

/** Chinese counts in 万 (10⁴) and 亿 (10⁸); English in thousands, millions and billions from 10,000 on. */
const TIERS: Record<ShortenLang, readonly { from: number; unit: number; suffix: string }[]> = {
  zh: [
    { from: 0, unit: 1, suffix: '' },
    { from: 1e4, unit: 1e4, suffix: '万' },
    { from: 1e8, unit: 1e8, suffix: '亿' },
  ],
  en: [
    { from: 0, unit: 1, suffix: '' },
    { from: 1e4, unit: 1e3, suffix: 'k' },
    { from: 1e6, unit: 1e6, suffix: 'M' },
    { from: 1e9, unit: 1e9, suffix: 'B' },
  ],
};

function roundTrimmed(value: number, digits: number): string {
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** A count shortened for its language: 12,345 → 1.23万 in Chinese, 12.35k in English (never "wan"). */
export function shortenNumber(n: number, lang: ShortenLang, digits = 2): string {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_DIGITS) {
    throw new RangeError(`digits must be an integer in 0..${MAX_DIGITS}, got ${digits}`);
  }
  if (!Number.isFinite(n)) return '0';

  const tiers = TIERS[lang];
  const abs = Math.abs(n);
  let tier = tiers.findLastIndex((t) => abs >= t.from);
  let text = roundTrimmed(abs / tiers[tier]!.unit, digits);
  // Rounding can carry into the next tier, e.g. 9999.999 → "10000" must read as 1万 (10k).
  while (tier < tiers.length - 1 && Number(text) * tiers[tier]!.unit >= tiers[tier + 1]!.from) {
    tier += 1;
    text = roundTrimmed(abs / tiers[tier]!.unit, digits);
  }
  const sign = n < 0 && Number(text) !== 0 ? '-' : '';
  return `${sign}${text}${tiers[tier]!.suffix}`;
}
