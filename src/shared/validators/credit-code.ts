const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const FIRST17_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{17}$/;

export function creditCodeCheckChar(first17: string): string {
  if (!FIRST17_PATTERN.test(first17)) {
    throw new RangeError(`first17 must be 17 characters of "${CHARSET}", got "${first17}"`);
  }
  let sum = 0;
  WEIGHTS.forEach((weight, i) => {
    sum += CHARSET.indexOf(first17.charAt(i)) * weight;
  });
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

export function isValidCreditCode(value: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17);
}
