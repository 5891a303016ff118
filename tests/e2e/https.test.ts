import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';
import { signIn } from './helpers/cold-storage.ts';
import { chromiumTrustFlag, tlsEnv } from '../fixtures/tls/certificate.mjs';

// The server's own https (decision 0165), in production mode with its demo data asked for by name: the
// browser trusts the tests' localhost certificate, as a phone trusts a real one.
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ ...tlsEnv, NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
  browser = await launchBrowser([chromiumTrustFlag()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the app over https', () => {
  it('loads home, its scripts and its calls over HTTP/2; signs in; the offline worker takes control', async () => {
    expect(server.url).toMatch(/^https:/);
    const { page, errors } = await phonePage(browser);
    const document = await page.goto(`${server.url}/#/pages/home/home`);
    expect(document!.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await expect.poll(() => page.getByTestId('home-price').count()).toBeGreaterThan(0);

    const protocols = await page.evaluate(() => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return entries.filter((e) => e.name.startsWith(location.origin)).map((e) => [new URL(e.name).pathname, e.nextHopProtocol]);
    });
    expect(protocols.filter(([path]) => path!.startsWith('/assets/')).length).toBeGreaterThan(5);
    expect(protocols.filter(([path]) => path!.startsWith('/api/')).length).toBeGreaterThan(2);
    expect(protocols.filter(([, protocol]) => protocol !== 'h2')).toEqual([]);

    await signIn(page, server.url, '13800138000');
    await page.getByTestId('tab-3').click();
    await expect.poll(() => page.getByTestId('user-logout').count()).toBe(1);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
