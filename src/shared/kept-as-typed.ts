/** Fields whose text is stored exactly as typed, never trimmed: a password may begin or end with a space. */
export function keptAsTyped(field: string): boolean {
  return /password/i.test(field);
}
