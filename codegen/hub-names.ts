import { readFileSync } from 'node:fs';

const widgetsFile = 'src/web/overrides/hub-widgets.ts';
const source = readFileSync(new URL(`../${widgetsFile}`, import.meta.url), 'utf8');

/** The keys of one `export const name = { … };` registry of the hub widgets file (its top-level keys only). */
function registryKeys(name: string): Set<string> {
  const start = source.indexOf(`export const ${name}`);
  const body = start < 0 ? '' : source.slice(start, source.indexOf('\n};', start));
  return new Set([...body.matchAll(/^ {2}([A-Z][A-Za-z0-9]*):/gm)].map((m) => m[1]!));
}

/** The hand-written blocks and counts a hub may name: what src/web/overrides/hub-widgets.ts gives. */
export const hubNames = { file: widgetsFile, widgets: registryKeys('hubWidgets'), badges: registryKeys('hubBadges') };
