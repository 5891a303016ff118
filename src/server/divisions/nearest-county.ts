import type { Db } from '../db/database.ts';

/** The seed's earth radius for straight distances (seed-spec.md section 9). */
export const EARTH_RADIUS_M = 6378136.49;

export interface CountyCentre {
  code: string;
  name: string;
  lng: number;
  lat: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points given as { lat, lng } in degrees. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const centresByDb = new WeakMap<Db, Promise<CountyCentre[]>>();

function centres(db: Db): Promise<CountyCentre[]> {
  let list = centresByDb.get(db);
  if (!list) {
    list = db
      .selectFrom('division')
      .select(['code', 'name', 'lng', 'lat'])
      .where('level', '=', 'county')
      .where('lng', 'is not', null)
      .execute()
      .then((rows) => rows.map((r) => ({ code: r.code, name: r.name ?? '', lng: Number(r.lng), lat: Number(r.lat) })));
    centresByDb.set(db, list);
  }
  return list;
}

/** The county whose centre is nearest the point, and how far that centre is. */
export async function nearestCounty(db: Db, point: { lat: number; lng: number }): Promise<{ county: CountyCentre; metres: number } | undefined> {
  let best: { county: CountyCentre; metres: number } | undefined;
  for (const county of await centres(db)) {
    const metres = distanceMetres(point, county);
    if (!best || metres < best.metres) best = { county, metres };
  }
  return best;
}
