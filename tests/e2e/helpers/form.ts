import type { Page } from 'playwright-core';

/** Picks an option of an rjsf MUI select by its visible label. */
export async function chooseOption(page: Page, field: string, label: string): Promise<void> {
  await page.locator(`#root_${field}`).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

export async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`#root_${field}`).fill(value);
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0]!;
}
