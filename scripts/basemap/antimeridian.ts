/**
 * Natural Earth cuts no land at the antimeridian: a ring round Fiji or Chukotka steps from 180° to -180°
 * and back. Drawn as it is, each step is an edge across the whole world (a stripe of land over the sea).
 * Made continuous instead (179°, 181°, ...), geojson-vt wraps the part past 180° round to the other side.
 */
import type { Geometry, Position } from 'geojson';

const isStep = (a: Position | undefined, b: Position | undefined) =>
  Math.abs((b?.[0] ?? 0) - (a?.[0] ?? 0)) > 180;

/**
 * A ring whose longitudes step across ±180° made continuous. A ring that crosses an odd number of times
 * goes round a pole (Antarctica): its step is the edge along the pole, and it stays as it is.
 */
export function continuousRing(ring: Position[]): Position[] {
  let steps = 0;
  for (let i = 1; i < ring.length; i += 1) if (isStep(ring[i - 1], ring[i])) steps += 1;
  if (steps === 0 || steps % 2 === 1) return ring;
  let shift = 0;
  return ring.map(([lon = 0, lat = 0], i) => {
    const previous = ring[i - 1]?.[0];
    if (previous !== undefined && lon - previous > 180) shift -= 360;
    if (previous !== undefined && lon - previous < -180) shift += 360;
    return [lon + shift, lat];
  });
}

/** Every ring of a polygonal geometry made continuous; other geometries as they are. */
export function continuousGeometry<G extends Geometry>(geometry: G): G {
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: geometry.coordinates.map(continuousRing) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(continuousRing)) };
  return geometry;
}
