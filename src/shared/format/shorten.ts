export type ShortenLang = 'en' | 'zh';

const MAX_DIGITS = 20;
const WAN = 1e4;
const YI = 1e8;

const SUFFIXES: Record<ShortenLang, readonly [string, string, string]> = {
  zh: ['', '万', '亿'],
  en: ['', ' wan', ' yi'],
};

function roundTrimmed(value: number, digits: number): string {
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

export function shortenNumber(n: number, lang: ShortenLang, digits = 2): string {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_DIGITS) {
    throw new RangeError(`digits must be an integer in 0..${MAX_DIGITS}, got ${digits}`);
  }
  if (!Number.isFinite(n)) return '0';

  const abs = Math.abs(n);
  let tier = abs >= YI ? 2 : abs >= WAN ? 1 : 0;
  let text = roundTrimmed(abs / [1, WAN, YI][tier]!, digits);
  // Rounding can carry into the next tier, e.g. 9999.999 → "10000" must read as 1万.
  while (tier < 2 && Number(text) >= WAN) {
    tier += 1;
    text = roundTrimmed(abs / [1, WAN, YI][tier]!, digits);
  }
  const sign = n < 0 && Number(text) !== 0 ? '-' : '';
  return `${sign}${text}${SUFFIXES[lang][tier]}`;
}
