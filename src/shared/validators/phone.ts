export const MOBILE_PHONE_PATTERN_SOURCE = '^1[3-9]\\d{9}$';
export const MOBILE_PHONE_PATTERN = new RegExp(MOBILE_PHONE_PATTERN_SOURCE);

export function isValidMobilePhone(value: string): boolean {
  return MOBILE_PHONE_PATTERN.test(value);
}
