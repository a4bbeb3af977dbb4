import type { FeatureCollection, LineString } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../map-context';
import { removeLayers } from './remove-layers';

const source = 'trips';
const layer = 'trip-lines';

/** One line per trip, drawn under the points; owns its source and layer. */
export function TripsLayer({ trips }: { trips: FeatureCollection<LineString, { tripId: number }> }) {
  const map = useMap();
  useEffect(() => {
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    const below = map.getLayer('event-clusters') ? 'event-clusters' : undefined;
    map.addLayer(
      {
        id: layer,
        type: 'line',
        source,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#7b3fa0', 'line-width': 2, 'line-opacity': 0.7 },
      },
      below,
    );
    return () => removeLayers(map, [layer], source);
  }, [map]);
  useEffect(() => {
    // setData's promise only says when MapLibre's worker has the data, and never rejects: a failed update is
    // the map's error event. Nothing waits for it.
    void map.getSource<GeoJSONSource>(source)?.setData(trips);
  }, [map, trips]);
  return null;
}
