// Menu icons: a Material icon's glyph (from @mui/icons-material, Apache-2.0) in white on a coloured tile,
// as SVG files, so the home grid costs no JavaScript for its icons.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** icon file name → [Material icon, tile colour]. */
const ICONS: Record<string, [string, string]> = {
  prices: ['ShowChart', '#e65100'],
  overview: ['Leaderboard', '#ef6c00'],
  walk: ['LocalShipping', '#1565c0'],
  conjuncture: ['Article', '#2e7d32'],
  export: ['Public', '#00838f'],
  inventory: ['Inventory', '#6a1b9a'],
  database: ['QueryStats', '#ad1457'],
  transaction: ['Storefront', '#388e3c'],
  buy: ['ShoppingCart', '#c62828'],
  sale: ['Sell', '#f9a825'],
  publish: ['PostAdd', '#43a047'],
  agent: ['SupportAgent', '#6d4c41'],
  'cold-storage': ['AcUnit', '#0277bd'],
  'cold-map': ['Map', '#00897b'],
  rent: ['Warehouse', '#3949ab'],
  certification: ['Verified', '#1e88e5'],
  'hot-news': ['Whatshot', '#d84315'],
  news: ['Newspaper', '#455a64'],
  forum: ['Forum', '#7b1fa2'],
  pioneer: ['EmojiEvents', '#ff8f00'],
  moa: ['Agriculture', '#558b2f'],
  live: ['LiveTv', '#d32f2f'],
  'live-list': ['Videocam', '#e53935'],
  'hot-video': ['OndemandVideo', '#f4511e'],
  broadcast: ['Campaign', '#00897b'],
  more: ['Apps', '#78909c'],
};

/** The shapes of a Material icon module: each jsx("tag", { attr: "value", … }) call. */
function glyph(icon: string): string {
  const source = readFileSync(join(dirname(require.resolve(`@mui/icons-material/package.json`)), `${icon}.js`), 'utf8');
  const shapes = [...source.matchAll(/jsx\)\("(\w+)", \{([^}]*)\}/g)].map(([, tag, body]) => {
    const attrs = [...body!.matchAll(/(\w+): "?([^",\n]+)"?/g)]
      .filter(([, k]) => k !== 'children')
      .map(([, k, v]) => `${k === 'fillOpacity' ? 'fill-opacity' : k}="${v}"`);
    return `<${tag} ${attrs.join(' ')}/>`;
  });
  if (shapes.length === 0) throw new Error(`no shapes in @mui/icons-material/${icon}`);
  return shapes.join('');
}

export function menuIconSvgs(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ICONS).map(([name, [icon, colour]]) => [
      name,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="28" fill="${colour}"/><g transform="translate(20 20) scale(2.3333)" fill="#fff">${glyph(icon)}</g></svg>\n`,
    ]),
  );
}
