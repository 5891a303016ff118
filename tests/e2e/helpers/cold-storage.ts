import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';

/** Reads the e2e server's database (SQLite in its data folder). */
export function query<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(join(dataDir, 'garlic-market.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Signs in with phone and password on the login page and waits for the page it leads to. */
export async function signIn(page: Page, url: string, phone: string, password = 'garlic123'): Promise<void> {
  await page.goto(`${url}/#/pages/login`);
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
}

/** Taps the first pin inside the element that is on top at its own centre (pins overlap), and returns its title. */
export async function tapTopPin(page: Page, within: string): Promise<string> {
  const point = await page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    for (const pin of document.querySelectorAll<HTMLElement>(`${selector} .gm-pin`)) {
      const r = pin.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height * 0.35;
      if (x < box.left + 40 || x > box.right - 40 || y < box.top + 40 || y > box.bottom - 80) continue;
      if (document.elementFromPoint(x, y)?.closest('.gm-pin') === pin) return { x, y, title: pin.title };
    }
    return null;
  }, within);
  if (!point) throw new Error(`no pin to tap in ${within}`);
  await page.mouse.click(point.x, point.y);
  return point.title;
}

/** The one row a query gives (failing when there is none). */
export function one<T>(dataDir: string, sql: string, ...params: unknown[]): T {
  const row = query<T>(dataDir, sql, ...params)[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}
