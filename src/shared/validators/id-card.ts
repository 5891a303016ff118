const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
const MIN_BIRTH_YEAR = 1900;

/**
 * The province-level codes an ID card's address code starts with (GB/T 2260): the 31 provinces of the
 * division table plus Taiwan (71), Hong Kong (81) and Macao (82), which residence cards use.
 */
export const ID_CARD_PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);

/** What is wrong with an ID card number, or undefined when it is valid. */
export type IdCardProblem = 'format' | 'address' | 'birthDate' | 'checkDigit';

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

/** A real calendar date from 1900 up to today (a card is not issued for someone not yet born). */
function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < MIN_BIRTH_YEAR || year > today.getFullYear()) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const todayText = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
  return yyyymmdd <= todayText;
}

/**
 * The address code (first six digits): a province of the list, and a city and county part that are
 * not 00 for the county (a card names a county-level place). The server also looks the code up in
 * the division table (src/server/engine/code-checks.ts).
 */
function isPlausibleAddress(code: string): boolean {
  return ID_CARD_PROVINCES.has(code.slice(0, 2)) && code.slice(4, 6) !== '00';
}

export function idCardProblem(value: string, today = new Date()): IdCardProblem | undefined {
  if (!ID_CARD_PATTERN.test(value)) return 'format';
  if (!isPlausibleAddress(value.slice(0, 6))) return 'address';
  if (!isRealBirthDate(value.slice(6, 14), today)) return 'birthDate';
  if (idCardCheckDigit(value.slice(0, 17)) !== value.charAt(17).toUpperCase()) return 'checkDigit';
  return undefined;
}

export function isValidIdCard(value: string, today = new Date()): boolean {
  return idCardProblem(value, today) === undefined;
}
