import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Resizes the map to its box when the box's size is not the canvas's. Not on the observer's first call
 * (made on observing) nor any other that leaves the size as it is: a resize clears the canvas, and the map
 * then draws a whole frame again, about 50 ms of software rendering here before the map's first idle.
 */
export const followBox = (map: Pick<MapLibreMap, 'getCanvas' | 'resize'>, box: HTMLElement) => () => {
  const canvas = map.getCanvas();
  if (box.clientWidth !== canvas.clientWidth || box.clientHeight !== canvas.clientHeight) map.resize();
};
