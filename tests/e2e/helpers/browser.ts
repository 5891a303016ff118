import { chromium, type Browser, type Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Debian's Chromium, headless, with the flags this machine needs (and `extraArgs`); Playwright gives each launch a fresh profile. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/** A phone-sized page that fails the test on any console error or uncaught exception. */
export async function phonePage(browser: Browser, lang = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: lang });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Failed loads are recorded below with their address, which the console text lacks.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return { page, errors };
}
