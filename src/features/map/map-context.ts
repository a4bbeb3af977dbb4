import type { Map as MapLibreMap } from 'maplibre-gl';
import { createContext, useContext } from 'react';

/** The map of the enclosing <MapView>, once its style has loaded; layers render only inside it. */
export const MapContext = createContext<MapLibreMap | null>(null);

export function useMap(): MapLibreMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('Map layers must be rendered inside <MapView>');
  return map;
}
