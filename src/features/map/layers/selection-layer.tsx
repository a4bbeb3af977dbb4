import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../map-context';
import { removeLayers } from './remove-layers';

const source = 'selection';
const layer = 'selected-point';

/** A ring around the selected event, centred when the selection changes from the table. */
export function SelectionLayer({ position }: { position: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: layer,
      type: 'circle',
      source,
      paint: {
        'circle-radius': 11,
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-color': '#ff9800',
        'circle-stroke-width': 3,
      },
    });
    return () => removeLayers(map, [layer], source);
  }, [map]);
  useEffect(() => {
    const data = map.getSource<GeoJSONSource>(source);
    if (!data) return;
    if (!position) {
      data.setData({ type: 'FeatureCollection', features: [] });
      return;
    }
    data.setData({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: position } });
    if (!map.getBounds().contains(position)) map.easeTo({ center: position });
  }, [map, position]);
  return null;
}
