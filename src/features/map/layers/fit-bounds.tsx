import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../map-context';
import { fitOptions } from '../fit-options';

/**
 * Whether the map shows `bounds` as a fit would (it opened at them): a fit to the same view still moves
 * the camera, and the map draws a frame again for nothing.
 */
export function fitsAlready(
  map: Pick<MapLibreMap, 'cameraForBounds' | 'getCenter' | 'getZoom'>,
  bounds: [number, number, number, number],
): boolean {
  const camera = map.cameraForBounds(bounds, fitOptions);
  if (!camera?.center || camera.zoom === undefined) return false;
  const center = map.getCenter();
  const [lng, lat] = Array.isArray(camera.center)
    ? camera.center
    : 'lon' in camera.center
      ? [camera.center.lon, camera.center.lat]
      : [camera.center.lng, camera.center.lat];
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  return near(center.lng, lng) && near(center.lat, lat) && near(map.getZoom(), camera.zoom);
}

/** Fits the view to the data when `fitKey` changes (a new query), not on every refresh of the same one. */
export function FitBounds({
  bounds,
  fitKey,
}: {
  bounds: [number, number, number, number] | null;
  fitKey: string;
}) {
  const map = useMap();
  const latest = useRef(bounds);
  useEffect(() => {
    latest.current = bounds;
  });
  const hasBounds = bounds !== null;
  useEffect(() => {
    const bounds = latest.current;
    if (!bounds || fitsAlready(map, bounds)) return;
    map.fitBounds(bounds, { ...fitOptions, duration: 0 });
  }, [map, fitKey, hasBounds]);
  return null;
}
