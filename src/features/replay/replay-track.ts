import { gpsStates } from '../event-data';
import type { EventStore } from '../event-data';
import { replayIds, replayParam, type ReplayTarget } from '../event-url';
import { remembered } from './replay-cache';

/**
 * What a replay plays: every event of one vehicle (or trip) in the loaded window, oldest first, and the
 * valid fixes among them. Columns, not objects: a replay may have 10,000 fixes and is looked up every frame.
 */
export interface ReplayTrack {
  target: ReplayTarget;
  /** The events (global indices into the store), oldest first; ties in time by id. */
  events: Uint32Array;
  /** Each event's time and odometer reading (NaN: none). */
  eventTime: Float64Array;
  odometer: Float64Array;
  /** The valid fixes, oldest first: the event (index into `events`) each is of, its time and position. */
  fixCount: number;
  fixEvent: Uint32Array;
  fixTime: Float64Array;
  lng: Float64Array;
  lat: Float64Array;
  /** Events whose fix is invalid or unreadable, and those without any GPS: counted, never drawn. */
  invalidFixes: number;
  missingFixes: number;
  /** The first and last event's time (NaN when there are none). */
  start: number;
  end: number;
}

/** The dictionary codes that stand for the numbers `ids` (an entity id column holds codes). */
function codesOf(store: EventStore, ids: readonly number[]): Set<number> {
  const numbers = store.dictionary.numbers;
  const wanted = new Set(ids);
  const codes = new Set<number>();
  for (let code = 1; code < numbers.length; code += 1)
    if (wanted.has(numbers[code] as number)) codes.add(code);
  return codes;
}

/**
 * The track of a vehicle or trip among the window's events (`store.rows`, newest first, so walking it
 * backwards is time order); of several vehicles, all their events in one time order (what the clock, the
 * selection and "next event" walk; each vehicle's own path is `laneTracksOf`). Remembered per store: made
 * once, whatever re-renders.
 */
export function trackOf(store: EventStore, target: ReplayTarget): ReplayTrack {
  return remembered(store, `replay:${replayParam(target)}`, () => buildTrack(store, target));
}

/** Each vehicle's own track, in the target's order (one vehicle or trip: its track alone). */
export function laneTracksOf(store: EventStore, target: ReplayTarget): ReplayTrack[] {
  if (target.kind !== 'vehicles') return [trackOf(store, target)];
  return target.ids.map((id) => trackOf(store, { kind: 'vehicle', id }));
}

function buildTrack(store: EventStore, target: ReplayTarget): ReplayTrack {
  const entity = store.column(target.kind === 'trip' ? 'tripId' : 'vehicleId');
  const codes = codesOf(store, replayIds(target));
  const { rows } = store;
  const picked = new Uint32Array(rows.length);
  let count = 0;
  if (codes.size > 0)
    for (let i = rows.length - 1; i >= 0; i -= 1) {
      const g = rows[i] as number;
      if (codes.has(entity[g] as number)) picked[count++] = g;
    }
  const events = picked.slice(0, count);
  const time = store.column('timeAt');
  const odometers = store.column('odometer');
  const gps = store.column('gps');
  const lats = store.column('lat');
  const lngs = store.column('lng');
  const eventTime = new Float64Array(count);
  const odometer = new Float64Array(count);
  const fixEvent = new Uint32Array(count);
  let fixCount = 0;
  let invalidFixes = 0;
  let missingFixes = 0;
  for (let e = 0; e < count; e += 1) {
    const g = events[e] as number;
    eventTime[e] = time[g] as number;
    odometer[e] = odometers[g] as number;
    const state = gps[g];
    if (state === gpsStates.valid) fixEvent[fixCount++] = e;
    else if (state === gpsStates.absent) missingFixes += 1;
    else invalidFixes += 1;
  }
  const fixTime = new Float64Array(fixCount);
  const lng = new Float64Array(fixCount);
  const lat = new Float64Array(fixCount);
  for (let f = 0; f < fixCount; f += 1) {
    const g = events[fixEvent[f] as number] as number;
    fixTime[f] = time[g] as number;
    lng[f] = lngs[g] as number;
    lat[f] = lats[g] as number;
  }
  return {
    target,
    events,
    eventTime,
    odometer,
    fixCount,
    fixEvent: fixEvent.slice(0, fixCount),
    fixTime,
    lng,
    lat,
    invalidFixes,
    missingFixes,
    start: count > 0 ? (eventTime[0] as number) : NaN,
    end: count > 0 ? (eventTime[count - 1] as number) : NaN,
  };
}

/** The last index whose time is at or before `t` in a sorted array; -1 when all are later. */
export function lastAtOrBefore(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The event the replay is at: the last one at or before `t` (the first before the track begins). */
export function eventIndexAt(track: ReplayTrack, t: number): number {
  if (track.events.length === 0) return -1;
  return Math.max(0, lastAtOrBefore(track.eventTime, t));
}

/**
 * Where the vehicle is at `t`, written into `out` as [lng, lat] (no allocation: called every frame):
 * between two fixes, along the straight line in proportion to the time; before the first fix at it, after
 * the last at it. Returns false (and leaves `out`) when the track has no fix.
 */
export function positionAt(track: ReplayTrack, t: number, out: [number, number]): boolean {
  const { fixCount, fixTime, lng, lat } = track;
  if (fixCount === 0) return false;
  const i = lastAtOrBefore(fixTime, t);
  if (i < 0 || i >= fixCount - 1) {
    const f = i < 0 ? 0 : fixCount - 1;
    out[0] = lng[f] as number;
    out[1] = lat[f] as number;
    return true;
  }
  const t0 = fixTime[i] as number;
  const span = (fixTime[i + 1] as number) - t0;
  const share = span > 0 ? (t - t0) / span : 1;
  const lng0 = lng[i] as number;
  let dLng = (lng[i + 1] as number) - lng0;
  // Across the antimeridian the short way round is the other way.
  if (dLng > 180) dLng -= 360;
  else if (dLng < -180) dLng += 360;
  let x = lng0 + dLng * share;
  if (x > 180) x -= 360;
  else if (x < -180) x += 360;
  out[0] = x;
  out[1] = (lat[i] as number) + ((lat[i + 1] as number) - (lat[i] as number)) * share;
  return true;
}

/** [west, south, east, north] around the track's fixes, or null when it has none. */
export function boundsOfTrack(track: ReplayTrack): [number, number, number, number] | null {
  if (track.fixCount === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (let f = 0; f < track.fixCount; f += 1) {
    const x = track.lng[f] as number;
    const y = track.lat[f] as number;
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return [west, south, east, north];
}

/** The time of the first event after `t`, or null at the end: "next event". */
export function nextEventTime(track: ReplayTrack, t: number): number | null {
  const e = lastAtOrBefore(track.eventTime, t) + 1;
  return e < track.events.length ? (track.eventTime[e] as number) : null;
}

/** The time of the last event before `t`, or null at the start: "previous event". */
export function previousEventTime(track: ReplayTrack, t: number): number | null {
  let e = lastAtOrBefore(track.eventTime, t);
  while (e >= 0 && (track.eventTime[e] as number) >= t) e -= 1;
  return e >= 0 ? (track.eventTime[e] as number) : null;
}
