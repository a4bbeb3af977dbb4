import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../map-context';
import { pathFeatures, type PathPoint } from '../path-features';
import { removeLayers } from './remove-layers';

const source = 'context-path';
const layers = { line: 'context-path-line', points: 'context-path-points', current: 'context-path-current' };

/**
 * The way a vehicle (device, trip) went around one event: a line through the fixes in time order, a small
 * marker on each, a ring on the event itself. Owns its source and layers: added on mount, data replaced
 * in place, everything removed on unmount.
 */
export function PathLayer({ points }: { points: readonly PathPoint[] }) {
  const map = useMap();
  useEffect(() => {
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: layers.line,
      type: 'line',
      source,
      filter: ['==', ['geometry-type'], 'LineString'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#7b3fa0', 'line-width': 2.5, 'line-opacity': 0.75 },
    });
    map.addLayer({
      id: layers.points,
      type: 'circle',
      source,
      filter: ['all', ['==', ['geometry-type'], 'Point'], ['!', ['get', 'current']]],
      paint: {
        'circle-radius': 4,
        'circle-color': '#7b3fa0',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    });
    map.addLayer({
      id: layers.current,
      type: 'circle',
      source,
      filter: ['all', ['==', ['geometry-type'], 'Point'], ['get', 'current']],
      paint: {
        'circle-radius': 11,
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-color': '#ff9800',
        'circle-stroke-width': 3,
      },
    });
    return () => removeLayers(map, [layers.current, layers.points, layers.line], source);
  }, [map]);
  useEffect(() => {
    // setData's promise only says when MapLibre's worker has the data, and never rejects: a failed update is
    // the map's error event. Nothing waits for it.
    void map.getSource<GeoJSONSource>(source)?.setData(pathFeatures(points));
  }, [map, points]);
  return null;
}
