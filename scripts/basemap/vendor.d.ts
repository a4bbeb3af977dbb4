// vt-pbf and polylabel ship no types; these are the functions the base-map build uses.
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}

declare module 'polylabel' {
  /** The point inside a polygon (rings of [x, y]) farthest from its edges, within `precision`. */
  export default function polylabel(polygon: number[][][], precision?: number): [number, number];
}
