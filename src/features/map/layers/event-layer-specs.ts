import type { FontFacesSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { OfflineFontName } from '../style/offline-fonts';

export const eventsSource = 'events';
export const eventLayers = {
  clusters: 'event-clusters',
  count: 'event-cluster-count',
  points: 'event-points',
};

const shippedCountFont: OfflineFontName = 'Noto Sans SemiBold';

/**
 * The clusters' counts in the offline map's own font when the style declares it: its file is loaded for
 * the place names already, and the map's first idle came about 0.1 s sooner than with the browser's
 * sans-serif drawn locally (bench/NOTES.md). A remote style: the font of its own first label layer, which
 * its glyph server serves; `sans-serif` when it has none.
 */
export function countFont(
  fontFaces: FontFacesSpecification | null,
  labelFonts: () => readonly unknown[],
): string[] {
  if (fontFaces?.[shippedCountFont]) return [shippedCountFont];
  const own = labelFonts().find(
    (fonts): fonts is string[] =>
      Array.isArray(fonts) && fonts.length > 0 && fonts.every((font) => typeof font === 'string'),
  );
  return own ?? ['sans-serif'];
}

/** The `text-font` of each of the style's symbol layers, in drawing order (expressions as they are). */
function labelFontsOf(map: MapLibreMap): unknown[] {
  return map
    .getLayersOrder()
    .filter((id) => map.getLayer(id)?.type === 'symbol')
    .map((id) => map.getLayoutProperty(id, 'text-font'));
}

/**
 * Circles for clusters (sized by count, labelled) and for lone fixes (coloured by type, set later), with
 * their first data: a source added empty and filled at once cost MapLibre's worker two loads of every tile.
 */
export function addEventLayers(map: MapLibreMap, data: GeoJSON.FeatureCollection) {
  map.addSource(eventsSource, { type: 'geojson', data });
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
      'text-font': countFont(map.getFontFaces(), () => labelFontsOf(map)),
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
