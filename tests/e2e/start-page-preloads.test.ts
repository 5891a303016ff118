import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';

/**
 * The entry HTML names the start page's chunks itself (scripts/start-page-preloads.ts, decision 0162):
 * its inline script adds their modulepreload links while the start chunk is still loading, so Vite's
 * preload helper, which appended them one by one in the start chunk's first task, finds them there and
 * appends none. Without it, every chunk below is appended by the helper.
 */
const suite = serverAndBrowser();

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/web/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** A built file and every file it imports statically, by the build's manifest. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

/** The chunks a page's own chunk (named `name-<hash>.js`) needs, beyond what the entry HTML loads anyway. */
function pageChunks(name: string): string[] {
  const key = Object.keys(manifest).find((k) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(manifest[k]!.file));
  if (!key) throw new Error(`the build has no chunk named ${name}`);
  const entry = closure('index.html');
  return [...closure(key)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
}

describe('a first load', () => {
  for (const [name, path, chunk] of [
    ['home', '/#/pages/home/home', 'home-page'],
    ['the launch address', '/', 'home-page'],
    ['the sale list', '/#/pages/transaction/sale-list', 'list-view'],
    ['the price page', '/#/pages/garlic-price/garlic-price', 'garlic-price-page'],
  ]) {
    it(`of ${name} finds its page's chunks preloaded by the entry HTML`, async () => {
      const expected = pageChunks(chunk!);
      expect(expected.length).toBeGreaterThan(3);
      const { page, errors } = await phonePage(suite.browser);
      await page.addInitScript(() => {
        const appended: string[] = [];
        Object.assign(window, { scriptAppendedPreloads: appended });
        const appendChild = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
          if (child instanceof HTMLLinkElement && child.rel === 'modulepreload') appended.push(new URL(child.href).pathname);
          return appendChild.call(this, child) as T;
        };
      });
      await page.goto(`${suite.server.url}${path}`);
      await expect.poll(() => page.locator('#boot').count()).toBe(0);
      const { linked, appended } = await page.evaluate(() => ({
        linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname),
        appended: (window as unknown as { scriptAppendedPreloads: string[] }).scriptAppendedPreloads,
      }));
      expect(linked).toEqual(expect.arrayContaining(expected));
      expect(appended.filter((file) => expected.includes(file))).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('of an address no route has, such as #constructor, fails nothing', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#constructor`);
    await expect.poll(() => page.locator('#boot').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
