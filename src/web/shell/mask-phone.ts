/** '13800138000' → '138****8000'; anything that is not an 11-digit number is shown as it is. */
export function maskPhone(phone: string | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
