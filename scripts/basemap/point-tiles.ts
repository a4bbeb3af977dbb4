/** Cutting labelled points (places, country names) into vector-tile features. Pure, so it is tested. */
import type { GeoJSONVTFeaturePoint } from '@maplibre/geojson-vt';

/** A point to label from `minzoom` on; `tags` become the feature's properties. */
export interface LabelPoint {
  lon: number;
  lat: number;
  minzoom: number;
  tags: Record<string, string | number>;
}

/** A point feature in geojson-vt's tile format, which `vt-pbf` encodes (@maplibre's packages, maplibre-gl's own). */
export interface TilePoint extends GeoJSONVTFeaturePoint {
  geometry: [[number, number]];
  tags: Record<string, string | number>;
}

export const tileExtent = 4096;

/** Web Mercator position of a point in the world at zoom z, in tiles (fractional). */
export function tilePosition(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  const x = ((lon + 180) / 360) * n;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  return [Math.min(Math.max(x, 0), n - 1e-9), Math.min(Math.max(y, 0), n - 1e-9)];
}

/**
 * The point features of every tile at zoom z, keyed `x/y`, in the order given. A tile holds the points
 * labelled at its zoom; the deepest tiles (`lastZoom`) hold every point, since MapLibre draws on them at
 * every zoom beyond and the style picks, by each point's `minzoom`, which to label.
 */
export function pointTiles(
  points: readonly LabelPoint[],
  z: number,
  lastZoom: number,
): Map<string, TilePoint[]> {
  const tiles = new Map<string, TilePoint[]>();
  for (const point of points) {
    if (z < lastZoom && point.minzoom > z) continue;
    const [x, y] = tilePosition(point.lon, point.lat, z);
    const key = `${Math.floor(x)}/${Math.floor(y)}`;
    const feature: TilePoint = {
      type: 1,
      geometry: [
        [
          Math.min(Math.round((x % 1) * tileExtent), tileExtent - 1),
          Math.min(Math.round((y % 1) * tileExtent), tileExtent - 1),
        ],
      ],
      tags: point.tags,
    };
    const tile = tiles.get(key);
    if (tile) tile.push(feature);
    else tiles.set(key, [feature]);
  }
  return tiles;
}
