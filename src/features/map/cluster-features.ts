import type { Feature, FeatureCollection, Point } from 'geojson';
import { abbreviateCount, type Clusters } from './cluster-fixes';
import { mercatorX, mercatorY, type FixSource, type PointProps } from './fixes';

export interface ClusterProps {
  /** Which cluster of which clustering, so a click finds its members even after a newer one replaced it. */
  cluster: number;
  generation: number;
  count: number;
  label: string;
}

/** A lone fix: its event, and which clustering drew it (its row number is that clustering's). */
export type LoneFixProps = PointProps & { generation: number };

export type MapFeatureProps = LoneFixProps | ClusterProps;

export const isCluster = (props: MapFeatureProps): props is ClusterProps => 'cluster' in props;

/** What MapLibre draws: a circle per cluster of two or more fixes, and each lone fix as its event. */
export function clusterFeatures(
  clusters: Clusters,
  { fixes, describe }: FixSource,
  generation: number,
): FeatureCollection<Point, MapFeatureProps> {
  const features: Feature<Point, MapFeatureProps>[] = [];
  for (let c = 0; c < clusters.size; c += 1) {
    const count = clusters.count[c] ?? 0;
    if (count === 1) {
      const fix = clusters.members[clusters.start[c] ?? 0] ?? 0;
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [fixes.lng[fix] ?? 0, fixes.lat[fix] ?? 0] },
        properties: { ...describe(fix), generation },
      });
    } else {
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [clusters.lng[c] ?? 0, clusters.lat[c] ?? 0] },
        properties: { cluster: c, generation, count, label: abbreviateCount(count) },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The Web Mercator area to cluster for a view ([west, south, east, north]): the view widened by `margin`
 * views on every side, so panning nearby needs no new clustering. Null (the whole world) when the view
 * crosses the antimeridian or shows it all.
 */
export function areaAround(
  [west, south, east, north]: readonly [number, number, number, number],
  margin = 1,
): Clusters['area'] {
  if (west < -180 || east > 180 || east - west >= 360) return null;
  const x0 = mercatorX(west);
  const x1 = mercatorX(east);
  const y0 = mercatorY(north);
  const y1 = mercatorY(south);
  const dx = (x1 - x0) * margin;
  const dy = (y1 - y0) * margin;
  return [Math.max(0, x0 - dx), Math.max(0, y0 - dy), Math.min(1, x1 + dx), Math.min(1, y1 + dy)];
}

/** Whether area `outer` (null: the world) holds all of `inner`. */
export function covers(outer: Clusters['area'], inner: Clusters['area']): boolean {
  if (!outer) return true;
  if (!inner) return false;
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}
