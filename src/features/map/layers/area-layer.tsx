import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { areaBetween, type GeoArea } from '../../event-url';
import { areaFeatures } from '../area-features';
import { useMap } from '../map-context';
import { removeLayers } from './remove-layers';

const source = 'area';
const layers = { fill: 'area-fill', line: 'area-line' };

const show = (map: ReturnType<typeof useMap>, area: GeoArea | null) =>
  // setData's promise only says when the worker has it, and never rejects: nothing waits for it.
  void map.getSource<GeoJSONSource>(source)?.setData(areaFeatures(area));

/**
 * The "who was here" area: draws it, and while `drawing` lets a pointer drag a new one (the map does not
 * pan meanwhile; Escape or `drawing` turned off cancels). Owns its source, layers and handlers, and gives
 * the map's panning back when it stops drawing or unmounts.
 */
export function AreaLayer({
  area,
  drawing,
  onDrawn,
}: {
  area: GeoArea | null;
  drawing: boolean;
  /** A rectangle was drawn (null: a click without a drag, which draws nothing). */
  onDrawn: (area: GeoArea | null) => void;
}) {
  const map = useMap();
  const latest = useRef({ area, onDrawn });
  useEffect(() => {
    latest.current = { area, onDrawn };
  });

  useEffect(() => {
    map.addSource(source, { type: 'geojson', data: areaFeatures(null) });
    map.addLayer({
      id: layers.fill,
      type: 'fill',
      source,
      paint: { 'fill-color': '#1976d2', 'fill-opacity': 0.08 },
    });
    map.addLayer({
      id: layers.line,
      type: 'line',
      source,
      paint: { 'line-color': '#1976d2', 'line-width': 2, 'line-dasharray': [2, 1] },
    });
    return () => removeLayers(map, [layers.line, layers.fill], source);
  }, [map]);

  useEffect(() => show(map, area), [map, area]);

  useEffect(() => {
    if (!drawing) return;
    const canvas = map.getCanvas();
    let start: [number, number] | null = null;
    const corner = (event: MapMouseEvent): [number, number] => [event.lngLat.lng, event.lngLat.lat];
    const onDown = (event: MapMouseEvent) => {
      event.preventDefault();
      start = corner(event);
    };
    const onMove = (event: MapMouseEvent) => {
      if (start) show(map, areaBetween(start, corner(event)));
    };
    const onUp = (event: MapMouseEvent) => {
      if (!start) return;
      const drawn = areaBetween(start, corner(event));
      start = null;
      show(map, drawn ?? latest.current.area);
      latest.current.onDrawn(drawn);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      start = null;
      show(map, latest.current.area);
      latest.current.onDrawn(null);
    };
    map.dragPan.disable();
    canvas.style.cursor = 'crosshair';
    map.on('mousedown', onDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    window.addEventListener('keydown', onKey);
    return () => {
      map.off('mousedown', onDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      window.removeEventListener('keydown', onKey);
      canvas.style.cursor = '';
      if (map.style) map.dragPan.enable();
      show(map, latest.current.area);
    };
  }, [map, drawing]);

  return null;
}
