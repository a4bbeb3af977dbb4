import type { EventStore } from '../event-data';
import { replayParam } from '../event-url';
import type { ReplayTrack } from './replay-track';
import { remembered } from './replay-cache';

/** A vehicle's speed over time: at each valid fix, in km/h. */
export interface SpeedSeries {
  time: Float64Array;
  kmh: Float64Array;
  /** The highest speed (0 when there is none). */
  max: number;
}

const earthKm = 6371.0088;
const rad = Math.PI / 180;

/** Great-circle distance in km between two fixes. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The attribute keys an event's own speed may be sent under (km/h), compared without case. */
const speedKeys = new Set(['speed', 'speedkmh', 'speed_kmh', 'kmh']);

/** The event's own speed, when one of its attributes says it as a number (any JSON type, read leniently). */
function ownSpeed(store: EventStore, g: number): number | null {
  for (const entry of store.event(g).attributes ?? []) {
    if (!speedKeys.has(entry.key.toLowerCase())) continue;
    const value = Number(entry.text);
    if (entry.text.trim() !== '' && Number.isFinite(value) && value >= 0) return value;
  }
  return null;
}

/**
 * The track's speed at each fix: the event's own speed attribute where it has one, else the distance from
 * the fix before over the time between (the first fix: 0, as is a second fix at the same instant).
 * Remembered with the store: made once per track.
 */
export function speedOf(store: EventStore, track: ReplayTrack): SpeedSeries {
  return remembered(store, `speed:${replayParam(track.target)}`, () => {
    const { fixCount, fixTime, lat, lng } = track;
    const kmh = new Float64Array(fixCount);
    let max = 0;
    for (let f = 0; f < fixCount; f += 1) {
      let speed = ownSpeed(store, track.events[track.fixEvent[f] as number] as number);
      if (speed === null && f > 0) {
        const hours = ((fixTime[f] as number) - (fixTime[f - 1] as number)) / 3_600_000;
        const km = haversineKm(
          lat[f - 1] as number,
          lng[f - 1] as number,
          lat[f] as number,
          lng[f] as number,
        );
        speed = hours > 0 ? km / hours : 0;
      }
      kmh[f] = speed ?? 0;
      if ((kmh[f] as number) > max) max = kmh[f] as number;
    }
    return { time: fixTime, kmh, max };
  });
}
