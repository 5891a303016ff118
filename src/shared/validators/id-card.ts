const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
const MIN_BIRTH_YEAR = 1900;

export function idCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) {
    throw new RangeError(`first17 must be exactly 17 digits, got "${first17}"`);
  }
  let sum = 0;
  WEIGHTS.forEach((weight, i) => {
    sum += Number(first17.charAt(i)) * weight;
  });
  return CHECK_CHARS.charAt(sum % 11);
}

function isRealBirthDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < MIN_BIRTH_YEAR || year > new Date().getFullYear()) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

export function isValidIdCard(value: string): boolean {
  if (!ID_CARD_PATTERN.test(value)) return false;
  if (!isRealBirthDate(value.slice(6, 14))) return false;
  return idCardCheckDigit(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}
