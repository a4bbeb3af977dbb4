import { Marker, type GeoJSONSource, type MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { positionAt, type ReplaySlot } from '../../replay';
import type { EventStore } from '../../event-data';
import { useMap } from '../map-context';
import { replayFeatures, type ReplayPointProps } from '../replay-features';
import { colorExpression } from '../type-colors';
import { removeLayers } from './remove-layers';

const source = 'replay';
const layers = { path: 'replay-path', events: 'replay-events' };

/** The moving marker: a DOM element, so moving it is a CSS transform and the map need not redraw. */
function markerElement(label: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.dataset.replayMarker = '';
  Object.assign(element.style, {
    width: '18px',
    height: '18px',
    borderRadius: '50%',
    background: '#ff9800',
    border: '3px solid #ffffff',
    boxShadow: '0 0 0 1.5px #7b3fa0, 0 1px 4px rgba(0,0,0,0.5)',
    boxSizing: 'border-box',
  });
  return element;
}

/**
 * A replay: the path through the track's fixes, its events as points coloured by type (a click goes to
 * that event), and a marker that follows the clock every frame, with the camera when asked. Owns its
 * source, layers and marker: added on mount, data replaced in place, everything removed on unmount.
 * Nothing here renders React per frame: the clock calls the marker directly.
 */
export function ReplayLayer({
  store,
  replay,
  colors,
}: {
  store: EventStore;
  replay: ReplaySlot;
  colors: Map<string, string>;
}) {
  const { t } = useTranslation('map');
  const map = useMap();
  const { track, clock, follow, target } = replay;
  const marker = useRef<Marker | null>(null);
  const pick = useRef(replay.onPick);
  useEffect(() => {
    pick.current = replay.onPick;
  });
  const label = t(`replay.marker.${target.kind}`, { id: String(target.id) });

  useEffect(() => {
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: layers.path,
      type: 'line',
      source,
      filter: ['==', ['geometry-type'], 'LineString'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#7b3fa0', 'line-width': 3, 'line-opacity': 0.8 },
    });
    map.addLayer({
      id: layers.events,
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
      if (props) pick.current(Number(props.event));
    };
    const onEnter = () => (map.getCanvas().style.cursor = 'pointer');
    const onLeave = () => (map.getCanvas().style.cursor = '');
    map.on('click', layers.events, onClick);
    map.on('mouseenter', layers.events, onEnter);
    map.on('mouseleave', layers.events, onLeave);
    return () => {
      map.off('click', layers.events, onClick);
      map.off('mouseenter', layers.events, onEnter);
      map.off('mouseleave', layers.events, onLeave);
      removeLayers(map, [layers.events, layers.path], source);
    };
  }, [map]);

  useEffect(() => {
    // setData's promise only says when MapLibre's worker has the data, and never rejects: a failed update is
    // the map's error event. Nothing waits for it.
    void map.getSource<GeoJSONSource>(source)?.setData(replayFeatures(store, track));
  }, [map, store, track]);

  useEffect(() => {
    if (map.getLayer(layers.events))
      map.setPaintProperty(layers.events, 'circle-color', colorExpression(colors));
  }, [map, colors]);

  useEffect(() => {
    const element = markerElement(label);
    const moving = new Marker({ element });
    marker.current = moving;
    return () => {
      moving.remove();
      marker.current = null;
    };
  }, [map, label]);

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
  }, [map, track, clock, follow, label]);

  return null;
}
