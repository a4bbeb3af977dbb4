import type { FleetEvent } from '../../event-data';

/** One valid fix of the path drawn around an event, in time order; `current` marks the event itself. */
export interface PathPoint {
  lng: number;
  lat: number;
  timeAt: number;
  current: boolean;
}

function pointOf(event: FleetEvent, current: boolean): PathPoint[] {
  const gps = event.GPS;
  if (!gps?.valid || gps.Lat === undefined || gps.Lng === undefined) return [];
  return [{ lng: gps.Lng, lat: gps.Lat, timeAt: event.timeAt, current }];
}

/** The fixes of the events listed around `event` and its own, oldest first: the way it went. */
export function pathOf(
  event: FleetEvent,
  newer: readonly FleetEvent[],
  older: readonly FleetEvent[],
): PathPoint[] {
  return [
    ...[...older].reverse().flatMap((other) => pointOf(other, false)),
    ...pointOf(event, true),
    ...newer.flatMap((other) => pointOf(other, false)),
  ];
}
