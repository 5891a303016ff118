const WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;
const FIRST8_PATTERN = /^[0-9A-Z]{8}$/;
const ORGANIZATION_CODE_PATTERN = /^[0-9A-Z]{8}-[0-9X]$/;

export function organizationCodeCheckChar(first8: string): string {
  if (!FIRST8_PATTERN.test(first8)) {
    throw new RangeError(`first8 must be 8 characters of [0-9A-Z], got "${first8}"`);
  }
  let sum = 0;
  WEIGHTS.forEach((weight, i) => {
    sum += Number.parseInt(first8.charAt(i), 36) * weight;
  });
  const check = 11 - (sum % 11);
  if (check === 10) return 'X';
  if (check === 11) return '0';
  return String(check);
}

/** `expected` is present whenever the first 8 characters are well-formed, even if the rest is not. */
export function validateOrganizationCode(value: string): { valid: boolean; expected?: string } {
  const first8 = value.slice(0, 8);
  if (!FIRST8_PATTERN.test(first8)) return { valid: false };
  const expected = organizationCodeCheckChar(first8);
  const valid = ORGANIZATION_CODE_PATTERN.test(value) && value.charAt(9) === expected;
  return { valid, expected };
}

export function isValidOrganizationCode(value: string): boolean {
  return validateOrganizationCode(value).valid;
}
