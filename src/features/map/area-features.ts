import type { Feature, FeatureCollection, Polygon } from 'geojson';
import type { GeoArea } from '../event-url';

/** The area as a closed ring (across the antimeridian: its east taken past 180, as MapLibre draws it). */
export function areaFeatures(area: GeoArea | null): FeatureCollection<Polygon> {
  if (!area) return { type: 'FeatureCollection', features: [] };
  const east = area.east < area.west ? area.east + 360 : area.east;
  const ring: [number, number][] = [
    [area.west, area.south],
    [east, area.south],
    [east, area.north],
    [area.west, area.north],
    [area.west, area.south],
  ];
  const feature: Feature<Polygon> = {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring] },
    properties: {},
  };
  return { type: 'FeatureCollection', features: [feature] };
}
