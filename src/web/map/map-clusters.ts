import Supercluster from 'supercluster';

/** A point to cluster, in the map's own coordinates (the tiles' datum). */
export interface ClusterInput<M> {
  latitude: number;
  longitude: number;
  marker: M;
}

export type ClusterItem<M> =
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number; expansionZoom: number }
  | { kind: 'pin'; latitude: number; longitude: number; marker: M };

/** Pins closer than this many pixels (at the current zoom) become one bubble with their count. */
const RADIUS_PX = 48;

/**
 * Groups pins that would pile on one another: a bubble per crowd, with the zoom at which it comes
 * apart; pins alone stay pins. Built once per set of markers; `at` answers for a view.
 */
export function createClusters<M>(points: readonly ClusterInput<M>[], maxZoom: number) {
  const index = new Supercluster<{ i: number }>({ radius: RADIUS_PX, maxZoom: Math.max(0, maxZoom - 1) });
  index.load(points.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] } })));
  return {
    /** What to draw in the view [west, south, east, north] at a zoom. */
    at(bbox: [number, number, number, number], zoom: number): ClusterItem<M>[] {
      return index.getClusters(bbox, Math.round(zoom)).map((f) => {
        const [longitude, latitude] = f.geometry.coordinates as [number, number];
        const props = f.properties as { cluster?: boolean; cluster_id: number; point_count: number } | { i: number; cluster?: undefined };
        if (props.cluster) {
          return {
            kind: 'cluster',
            id: props.cluster_id,
            count: props.point_count,
            latitude,
            longitude,
            expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
          };
        }
        const point = points[(props as { i: number }).i]!;
        return { kind: 'pin', latitude: point.latitude, longitude: point.longitude, marker: point.marker };
      });
    },
  };
}
