import type { Map as MapLibreMap } from 'maplibre-gl';

/** A layer component's cleanup: its layers, then its source. Skipped when the map itself is gone. */
export function removeLayers(map: MapLibreMap, layerIds: readonly string[], sourceId: string): void {
  if (!map.style) return;
  for (const id of layerIds) if (map.getLayer(id)) map.removeLayer(id);
  if (map.getSource(sourceId)) map.removeSource(sourceId);
}
