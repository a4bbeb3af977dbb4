import { Marker, type GeoJSONSource, type MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { positionAt, type ReplayClock, type ReplayLane } from '../../replay';
import type { EventStore } from '../../event-data';
import { useMap } from '../map-context';
import { replayFeatures, type ReplayPointProps } from '../replay-features';
import { colorExpression } from '../../../lib/type-colors';
import { removeLayers } from './remove-layers';

/** The moving marker: a DOM element, so moving it is a CSS transform and the map need not redraw. */
function markerElement(label: string, color: string, fleet: boolean): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.dataset.replayMarker = '';
  Object.assign(element.style, {
    width: '18px',
    height: '18px',
    borderRadius: '50%',
    // One vehicle keeps its orange marker; in a fleet each marker takes its vehicle's colour.
    background: fleet ? color : '#ff9800',
    border: '3px solid #ffffff',
    boxShadow: `0 0 0 1.5px ${fleet ? '#333333' : color}, 0 1px 4px rgba(0,0,0,0.5)`,
    boxSizing: 'border-box',
  });
  return element;
}

/**
 * One vehicle (or trip) of a replay: the path through its fixes in its colour, its events as points
 * coloured by type (a click goes to that event), and a marker that follows the clock every frame, with the
 * camera when asked. Owns its source, layers and marker (ids numbered by `lane`): added on mount, data
 * replaced in place, everything removed on unmount or when the legend hides it. Nothing here renders
 * React per frame: the clock calls the marker directly.
 */
export function ReplayLayer({
  store,
  lane,
  index,
  fleet,
  clock,
  follow,
  label,
  colors,
  onPick,
}: {
  store: EventStore;
  lane: ReplayLane;
  /** Its place among the replay's lanes: its layers' ids. */
  index: number;
  /** One of several vehicles. */
  fleet: boolean;
  clock: ReplayClock;
  /** Keep this marker in the middle of the map. */
  follow: boolean;
  /** The marker's accessible name. */
  label: string;
  colors: Map<string, string>;
  /** An event was picked on the map (global index). */
  onPick: (g: number) => void;
}) {
  const map = useMap();
  const { track, color } = lane;
  const source = `replay-${index}`;
  const pathLayer = `replay-path-${index}`;
  const eventsLayer = `replay-events-${index}`;
  const marker = useRef<Marker | null>(null);
  const latest = useRef({ onPick, track });
  useEffect(() => {
    latest.current = { onPick, track };
  });

  useEffect(() => {
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: pathLayer,
      type: 'line',
      source,
      filter: ['==', ['geometry-type'], 'LineString'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#7b3fa0', 'line-width': 3, 'line-opacity': 0.8 },
    });
    map.addLayer({
      id: eventsLayer,
      type: 'circle',
      source,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 4.5,
        'circle-color': '#666666',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    });
    const onClick = (event: MapLayerMouseEvent) => {
      const props = event.features?.[0]?.properties as ReplayPointProps | undefined;
      const g = props ? latest.current.track.events[Number(props.event)] : undefined;
      if (g !== undefined) latest.current.onPick(g);
    };
    const onEnter = () => (map.getCanvas().style.cursor = 'pointer');
    const onLeave = () => (map.getCanvas().style.cursor = '');
    map.on('click', eventsLayer, onClick);
    map.on('mouseenter', eventsLayer, onEnter);
    map.on('mouseleave', eventsLayer, onLeave);
    return () => {
      map.off('click', eventsLayer, onClick);
      map.off('mouseenter', eventsLayer, onEnter);
      map.off('mouseleave', eventsLayer, onLeave);
      removeLayers(map, [eventsLayer, pathLayer], source);
    };
  }, [map, source, pathLayer, eventsLayer]);

  useEffect(() => {
    // setData's promise only says when MapLibre's worker has the data, and never rejects: a failed update is
    // the map's error event. Nothing waits for it.
    void map.getSource<GeoJSONSource>(source)?.setData(replayFeatures(store, track));
  }, [map, store, track, source]);

  useEffect(() => {
    if (map.getLayer(pathLayer)) map.setPaintProperty(pathLayer, 'line-color', color);
  }, [map, color, pathLayer]);

  useEffect(() => {
    if (map.getLayer(eventsLayer)) map.setPaintProperty(eventsLayer, 'circle-color', colorExpression(colors));
  }, [map, colors, eventsLayer]);

  useEffect(() => {
    const moving = new Marker({ element: markerElement(label, color, fleet) });
    marker.current = moving;
    return () => {
      moving.remove();
      marker.current = null;
    };
  }, [map, label, color, fleet]);

  // Every frame the clock moves: the marker goes where the vehicle is (and the camera, when following).
  useEffect(() => {
    const moving = marker.current;
    if (!moving) return;
    const at: [number, number] = [0, 0];
    let shown = false;
    const place = (time: number) => {
      if (!positionAt(track, time, at)) {
        if (shown) moving.remove();
        shown = false;
        return;
      }
      moving.setLngLat(at);
      if (!shown) moving.addTo(map);
      shown = true;
      if (follow) map.jumpTo({ center: at });
    };
    place(clock.time);
    return clock.onTick(place);
  }, [map, track, clock, follow, label, color, fleet]);

  return null;
}
