import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

type Detail = { map?: Record<string, string>; actions: Record<string, unknown>[] };
const rentDetail = (d: unknown) => (d as { routes: Record<string, { view: { detail: Detail } }> }).routes['rent-detail']!.view.detail;
const at = 'spec/pages/cold-storage-apply.yaml: /routes/rent-detail/view/detail';

describe('a detail view with a map', { timeout: 30_000 }, () => {
  it('reports map fields the entity lacks or of the wrong type, with file and key path', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/cold-storage-apply.yaml', (d) => (rentDetail(d).map = { latitude: 'lat', longitude: 'title', address: 'rentPrice' }));
    expect(problemsOf(root)).toEqual([
      `${at}/map/latitude: names field "lat", which entity "coldStorageRent" does not have`,
      `${at}/map/longitude: field "title" is not a number field`,
      `${at}/map/address: field "rentPrice" is not a string field`,
    ]);
  });

  it('refuses a navigate action without a map, and a key a map does not take', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/cold-storage-apply.yaml', (d) => delete rentDetail(d).map);
    expect(problemsOf(root)).toEqual([`${at}/actions/1: action navigate opens the map's point: the view needs map`]);
    editYaml(root, 'spec/pages/cold-storage-apply.yaml', (d) => (rentDetail(d).map = { latitude: 'latitude', longitude: 'longitude', zoom: '13' }));
    expect(problemsOf(root).some((p) => p.startsWith(`${at}/map`) && p.includes('zoom'))).toBe(true);
  });
});
