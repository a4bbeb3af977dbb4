import type { Map as MapLibreMap } from 'maplibre-gl';
import { formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { nameIn } from './label-language';
import { placeLayerIds } from './offline-style';

/** How many place names the map's description lists: enough to say where the view is, short to hear. */
export const describedPlaces = 12;

interface PlaceFeature {
  properties: Record<string, unknown>;
}

/**
 * The sentence that tells a screen reader (and a test) which places the map labels: the most populous
 * first, each once (a label can be drawn in two tiles), or null when it labels none. In the active
 * language, names included where the data has them in it: the map asks again when it changes.
 */
export function describePlaces(features: readonly PlaceFeature[], limit = describedPlaces): string | null {
  const population = new Map<string, number>();
  for (const { properties } of features) {
    const name = nameIn(properties, i18n.language);
    if (typeof name !== 'string' || name === '') continue;
    const people = typeof properties.population === 'number' ? properties.population : 0;
    population.set(name, Math.max(people, population.get(name) ?? 0));
  }
  if (population.size === 0) return null;
  const names = [...population].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const shown = names.slice(0, limit).join(', ');
  if (names.length <= limit) return i18n.t('map:places.list', { names: shown });
  const more = names.length - limit;
  return i18n.t('map:places.more', { names: shown, count: more, n: formatNumber(more) });
}

/**
 * The place labels the map has drawn: MapLibre answers for symbols it placed, not those it hid to avoid
 * overlaps. A remote style has none of these layers, and asking for a missing layer is an error.
 */
export function renderedPlaceNames(map: MapLibreMap): string | null {
  const layers = placeLayerIds.filter((id) => map.getLayer(id));
  if (layers.length === 0) return null;
  return describePlaces(map.queryRenderedFeatures({ layers }));
}
