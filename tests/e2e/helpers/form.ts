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

/** Chooses a place at one level of a form's division picker (the trade form's is goodsOrigin) by its name in the page's language (Henan / 河南省), once its list has it. */
export async function pickDivision(page: Page, level: string, name: string, picker = 'goodsOrigin'): Promise<void> {
  const select = page.getByTestId(`division-${picker}-${level}`);
  await select.locator('option', { hasText: name }).waitFor({ state: 'attached' });
  await select.selectOption({ label: name });
}
