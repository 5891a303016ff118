// npx tsx scripts/media/make-demo-media.ts [clips] [banners] [icons]
// Makes the demo media under public/media/ (all three without arguments):
//   clips   — live/<scene>.webm and live/<scene>.jpg: scenes.js drawn on a canvas in headless Chromium,
//             recorded in real time with MediaRecorder (VP8, 8 s, looping) and a poster frame as JPEG;
//   banners — banners/<name>.svg (banner-svgs.ts), pictures without words: the app lays the localised title over them;
//   icons   — menu/<name>.svg (menu-icons.ts), Material icons (Apache-2.0) on a coloured tile.
// The files are committed; run this again only to change them. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SCENES } from '../../src/server/seed/demo-media.ts';
import { bannerSvgs } from './banner-svgs.ts';
import { menuIconSvgs } from './menu-icons.ts';

const root = new URL('../../', import.meta.url).pathname;
const out = join(root, 'public/media');
const FPS = 25;
const BITS_PER_SECOND = 220_000;
const MAX_BYTES = 300 * 1024;

async function makeClips(): Promise<void> {
  mkdirSync(join(out, 'live'), { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
    await page.addScriptTag({ content: readFileSync(join(root, 'scripts/media/scenes.js'), 'utf8') });
    for (const scene of SCENES) {
      const poster = await page.evaluate((name) => {
        const canvas = document.getElementById('c') as HTMLCanvasElement;
        (window as unknown as { drawScene: (c: CanvasRenderingContext2D, n: string, t: number) => void }).drawScene(canvas.getContext('2d')!, name, 2.6);
        return canvas.toDataURL('image/jpeg', 0.82);
      }, scene);
      writeFileSync(join(out, `live/${scene}.jpg`), Buffer.from(poster.split(',')[1]!, 'base64'));
      const clip = await page.evaluate(
        async ({ name, fps, bits }) => {
          const canvas = document.getElementById('c') as HTMLCanvasElement;
          const ctx = canvas.getContext('2d')!;
          const w = window as unknown as { drawScene: (c: CanvasRenderingContext2D, n: string, t: number) => void; SCENE_SIZE: { LOOP: number } };
          const recorder = new MediaRecorder(canvas.captureStream(fps), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bits });
          const chunks: Blob[] = [];
          recorder.ondataavailable = (e) => chunks.push(e.data);
          const done = new Promise((resolve) => (recorder.onstop = resolve));
          const start = performance.now();
          w.drawScene(ctx, name, 0);
          recorder.start();
          await new Promise<void>((resolve) => {
            const timer = setInterval(() => {
              const t = (performance.now() - start) / 1000;
              if (t >= w.SCENE_SIZE.LOOP) {
                clearInterval(timer);
                resolve();
                return;
              }
              w.drawScene(ctx, name, t);
            }, 1000 / fps);
          });
          recorder.stop();
          await done;
          const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
          let text = '';
          for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          return btoa(text);
        },
        { name: scene, fps: FPS, bits: BITS_PER_SECOND },
      );
      const bytes = Buffer.from(clip, 'base64');
      if (bytes.length > MAX_BYTES) throw new Error(`${scene}.webm is ${bytes.length} bytes, over ${MAX_BYTES}: lower BITS_PER_SECOND`);
      writeFileSync(join(out, `live/${scene}.webm`), bytes);
      console.log(`live/${scene}.webm ${(bytes.length / 1024).toFixed(0)} KB, live/${scene}.jpg`);
    }
  } finally {
    await browser.close();
  }
}

function writeAll(folder: string, files: Record<string, string>): void {
  mkdirSync(join(out, folder), { recursive: true });
  for (const [name, svg] of Object.entries(files)) writeFileSync(join(out, folder, `${name}.svg`), svg);
  console.log(`${folder}/: ${Object.keys(files).length} pictures`);
}

const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0;
if (all || wanted.has('icons')) writeAll('menu', menuIconSvgs());
if (all || wanted.has('banners')) writeAll('banners', bannerSvgs());
if (all || wanted.has('clips')) await makeClips();
