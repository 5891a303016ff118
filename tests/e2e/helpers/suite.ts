import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * A test file's demo server (with `env` added to its configuration) and headless Chromium: started
 * before the file's tests and hooks, stopped after them.
 */
export function serverAndBrowser(env: Record<string, string> = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} starts in beforeAll; read it in a hook or a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
