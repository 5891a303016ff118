// npx tsx scripts/media/make-app-icons.ts
// The home-screen icons of the web app manifest (public/manifest.webmanifest), drawn from public/favicon.svg
// by headless Chromium: icons/icon-192.png, icon-512.png, icon-maskable-512.png (the bulb inside the
// maskable safe zone, on a full green square) and apple-touch-icon-180.png. The PNGs are committed; run
// this again only to change them. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('../../', import.meta.url).pathname;
const out = join(root, 'public/icons');
const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const GREEN = '#2e7d32';

/** name, size in px, and the share of the square the drawing takes (maskable icons keep to the middle 80%). */
const ICONS = [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.72],
  ['apple-touch-icon-180.png', 180, 0.86],
] as const;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, size, share] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    // Full-bleed icons (maskable, Apple's) lose the rounded corners to the platform's own mask.
    const drawing = share < 1 ? svg.replace('rx="14"', 'rx="0"') : svg;
    const inner = Math.round(size * share);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${share < 1 ? GREEN : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${drawing.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: join(out, name), omitBackground: share === 1 });
  }
} finally {
  await browser.close();
}
