import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { areaBetween, areaParam, type GeoArea } from '../../event-url';
import { areaFeatures } from '../area-features';
import { useMap } from '../map-context';
import { removeLayers } from './remove-layers';

const source = 'area';
const layers = { fill: 'area-fill', line: 'area-line' };

/** The same area by value: each reading of the URL makes a new object. */
const sameArea = (a: GeoArea | null, b: GeoArea | null) =>
  a === b || (a !== null && b !== null && areaParam(a) === areaParam(b));

/** The app's layers the area is drawn beneath (trips, events, replays), whichever come first. */
const drawnAbove = /^(trip-lines$|event-|replay-)/;

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
  // What the source holds, so the same area is not handed to MapLibre's worker twice.
  const shown = useRef<GeoArea | null>(null);
  const show = useCallback(
    (next: GeoArea | null) => {
      shown.current = next;
      // setData's promise only says when the worker has it, and never rejects: nothing waits for it.
      void map.getSource<GeoJSONSource>(source)?.setData(areaFeatures(next));
    },
    [map],
  );

  // Only while there is an area to draw or one being drawn: an empty GeoJSON source still costs MapLibre's
  // one worker a tile load for every tile in view, ahead of the base map's (bench/NOTES.md).
  const needed = area !== null || drawing;
  useEffect(() => {
    if (!needed) return;
    map.addSource(source, { type: 'geojson', data: areaFeatures(latest.current.area) });
    shown.current = latest.current.area;
    const below = map.getLayersOrder().find((id) => drawnAbove.test(id));
    map.addLayer(
      { id: layers.fill, type: 'fill', source, paint: { 'fill-color': '#1976d2', 'fill-opacity': 0.08 } },
      below,
    );
    map.addLayer(
      {
        id: layers.line,
        type: 'line',
        source,
        paint: { 'line-color': '#1976d2', 'line-width': 2, 'line-dasharray': [2, 1] },
      },
      below,
    );
    return () => removeLayers(map, [layers.line, layers.fill], source);
  }, [map, needed]);

  // Also when drawing stops: a rectangle left half drawn gives way to the area in force.
  useEffect(() => {
    if (needed && !sameArea(shown.current, area)) show(area);
  }, [needed, area, drawing, show]);

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
      if (start) show(areaBetween(start, corner(event)));
    };
    const onUp = (event: MapMouseEvent) => {
      if (!start) return;
      const drawn = areaBetween(start, corner(event));
      start = null;
      show(drawn ?? latest.current.area);
      latest.current.onDrawn(drawn);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      start = null;
      show(latest.current.area);
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
    };
  }, [map, drawing, show]);

  return null;
}
