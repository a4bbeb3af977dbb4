import { distanceKm } from '../../lib/geo';
import type { ReplayTrack } from './replay-track';

/** A stay of at least the asked length: from the fix it arrived at to the last fix before it moved on. */
export interface Stop {
  from: number;
  to: number;
  lng: number;
  lat: number;
}

export interface TripSummary {
  /** The odometer's difference when two readings allow it (in the region's odometer unit), else the path's length in km. */
  distance: { value: number; source: 'odometer' | 'path' };
  pathKm: number;
  /** First event to last. */
  durationMs: number;
  /** Time between fixes spent moving at `movingKmh` or more; the rest of the duration is stopped. */
  movingMs: number;
  stoppedMs: number;
  stops: Stop[];
  events: number;
  fixes: number;
}

export interface SummaryOptions {
  /** Stops at least this long are listed. */
  stopMinutes: number;
  /** Slower than this on average between two fixes counts as stopped (GPS wander, creeping in a yard). */
  movingKmh?: number;
}

export const defaultMovingKmh = 5;

/** The odometer's change from the first reading to the last, when there are two and it did not go back. */
function odometerDistance(track: ReplayTrack): number | null {
  const { odometer } = track;
  let first = NaN;
  let last = NaN;
  for (let e = 0; e < odometer.length; e += 1) {
    const reading = odometer[e] as number;
    if (!Number.isFinite(reading)) continue;
    if (Number.isNaN(first)) first = reading;
    else last = reading;
  }
  return Number.isFinite(last) && last >= first ? last - first : null;
}

/**
 * Distance, duration, moving and stopped time, and the stops of a track. Each stretch between two
 * consecutive valid fixes is moving or stopped by its average speed; a stop is a run of stopped stretches.
 */
export function summarise(track: ReplayTrack, { stopMinutes, movingKmh = defaultMovingKmh }: SummaryOptions) {
  const { fixCount, fixTime, lng, lat } = track;
  const minStopMs = Math.max(0, stopMinutes) * 60_000;
  let pathKm = 0;
  let movingMs = 0;
  const stops: Stop[] = [];
  let stopStart = -1;
  const closeStop = (endFix: number) => {
    if (stopStart < 0) return;
    const from = fixTime[stopStart] as number;
    const to = fixTime[endFix] as number;
    if (to - from >= minStopMs && to > from)
      stops.push({ from, to, lng: lng[stopStart] as number, lat: lat[stopStart] as number });
    stopStart = -1;
  };
  for (let f = 1; f < fixCount; f += 1) {
    const km = distanceKm(lng[f - 1] as number, lat[f - 1] as number, lng[f] as number, lat[f] as number);
    const ms = (fixTime[f] as number) - (fixTime[f - 1] as number);
    pathKm += km;
    const moving = ms > 0 ? km / (ms / 3_600_000) >= movingKmh : km > 0;
    if (moving) {
      movingMs += ms;
      closeStop(f - 1);
    } else if (stopStart < 0) stopStart = f - 1;
  }
  closeStop(fixCount - 1);
  const durationMs = track.events.length > 0 ? track.end - track.start : 0;
  const odometer = odometerDistance(track);
  const summary: TripSummary = {
    distance: odometer === null ? { value: pathKm, source: 'path' } : { value: odometer, source: 'odometer' },
    pathKm,
    durationMs,
    movingMs,
    stoppedMs: Math.max(0, durationMs - movingMs),
    stops,
    events: track.events.length,
    fixes: fixCount,
  };
  return summary;
}
