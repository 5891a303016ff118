/** '13912341234' → '139****1234': what everyone but its owner reads of a concealed phone (decision 0023). */
export function concealPhone(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return /^\d{11}$/.test(text) ? `${text.slice(0, 3)}****${text.slice(7)}` : '';
}
