import type { Map as MapLibreMap } from 'maplibre-gl';

export const eventsSource = 'events';
export const eventLayers = {
  clusters: 'event-clusters',
  count: 'event-cluster-count',
  points: 'event-points',
};

/** Circles for clusters (sized by count, labelled) and for lone fixes (coloured by type, set later). */
export function addEventLayers(map: MapLibreMap) {
  map.addSource(eventsSource, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: eventLayers.clusters,
    type: 'circle',
    source: eventsSource,
    filter: ['has', 'count'],
    paint: {
      'circle-color': '#3f6fb5',
      'circle-opacity': 0.85,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
      'circle-radius': ['step', ['get', 'count'], 14, 50, 18, 500, 24, 5000, 30],
    },
  });
  map.addLayer({
    id: eventLayers.count,
    type: 'symbol',
    source: eventsSource,
    filter: ['has', 'count'],
    layout: {
      'text-field': ['get', 'label'],
      'text-size': 12,
      'text-font': ['sans-serif'],
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: eventLayers.points,
    type: 'circle',
    source: eventsSource,
    filter: ['!', ['has', 'count']],
    paint: {
      'circle-radius': 6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
      'circle-color': '#666666',
    },
  });
}
