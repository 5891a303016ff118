/** "1 minute", "3 minutes": an English count with its noun in the form the number takes. */
export function englishCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
