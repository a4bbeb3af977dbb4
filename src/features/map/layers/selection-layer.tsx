import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../map-context';

/**
 * The ring: a DOM element over the map, so moving it is a CSS transform. As a layer, each new selection
 * (one every half second while a replay plays) made MapLibre draw every layer again: with a replay of
 * 10,000 fixes, about 100 ms of software rendering each time, and the replay dropped under 50 fps.
 */
function ringElement(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.selectionRing = '';
  element.setAttribute('aria-hidden', 'true');
  Object.assign(element.style, {
    width: '25px',
    height: '25px',
    borderRadius: '50%',
    border: '3px solid #ff9800',
    boxSizing: 'border-box',
    // Clicks go through to the point it rings.
    pointerEvents: 'none',
  });
  return element;
}

/**
 * A ring around the selected event, brought into view when it is selected outside it (`recentre`). Not
 * while a replay plays: it selects the event at its clock, of whichever vehicle that is, and the camera is
 * the replay's (its fit, and Follow). Easing to each of 20 vehicles in turn swung the map between cities
 * every half second against "Follow: Nothing", and redrew it every frame (34 fps instead of 60).
 */
export function SelectionLayer({
  position,
  recentre = true,
}: {
  position: [number, number] | null;
  recentre?: boolean;
}) {
  const map = useMap();
  const ring = useRef<{ marker: Marker; shown: boolean } | null>(null);
  useEffect(() => {
    const current = { marker: new Marker({ element: ringElement() }), shown: false };
    ring.current = current;
    return () => {
      current.marker.remove();
      ring.current = null;
    };
  }, [map]);
  // By value: the map passes a new array on each of its renders.
  const [lng, lat] = position ?? [Number.NaN, Number.NaN];
  useEffect(() => {
    const current = ring.current;
    if (!current) return;
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) {
      current.marker.remove();
      current.shown = false;
      return;
    }
    current.marker.setLngLat([lng, lat]);
    if (!current.shown) current.marker.addTo(map);
    current.shown = true;
    if (recentre && !map.getBounds().contains([lng, lat])) map.easeTo({ center: [lng, lat] });
  }, [map, lng, lat, recentre]);
  return null;
}
