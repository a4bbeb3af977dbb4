/** What the rows are grouped by: the device that sent the events, or the vehicle it sits in. */
export type HealthUnit = 'device' | 'vehicle';

export interface HealthSettings {
  unit: HealthUnit;
  /** A silence longer than this while the ignition is on (or within a trip) is a reporting gap (ms). */
  gapMs: number;
  /** Moving faster than this between two fixes, or between two odometer readings, is not believable. */
  speedLimitKmh: number;
  /** The instant "time since last seen" and "in the future" are measured from (ms). */
  now: number;
}

export const defaultHealthSettings = { unit: 'device', gapMs: 15 * 60_000, speedLimitKmh: 200 } as const;

/** No event: a figure without an instance to link to. */
export const noEvent = -1;

/** One kind of finding, as the score weighs it and the page words it. */
export type FindingKind =
  | 'silent'
  | 'gaps'
  | 'gpsMissing'
  | 'gpsZero'
  | 'gpsJumps'
  | 'odometerBack'
  | 'odometerJumps'
  | 'clockSkew'
  | 'lateDelivery'
  | 'future'
  | 'outOfOrder'
  | 'repeats'
  | 'lenient'
  | 'unreadable';

/** A reason in words, as data: the page words it in the reader's language. */
export interface Finding {
  kind: FindingKind;
  /** The figure the words quote (a count, a share, a duration in ms, a speed in km/h). */
  value: number;
  points: number;
}

/** Reporting gaps and silence (track-checks.ts). */
export interface TrackFigures {
  longestGap: number;
  longestGapAt: number;
  gapsOver: number;
  /** The ignition was on at the last event: the device went quiet mid-shift. */
  silentWhileOn: boolean;
}

/**
 * Fixes absent, invalid or unreadable (`noFix`), at 0,0, or jumping faster than the limit (gps-checks.ts).
 */
export interface GpsFigures {
  noFix: number;
  noFixAt: number;
  zeroFixes: number;
  zeroFixAt: number;
  gpsJumps: number;
  worstJumpKmh: number;
  gpsJumpAt: number;
}

/** Readings going backwards and jumps the time between them cannot explain (odometer-checks.ts). */
export interface OdometerFigures {
  odometerBack: number;
  worstDropKm: number;
  odometerBackAt: number;
  odometerJumps: number;
  worstOdometerJumpKm: number;
  odometerJumpAt: number;
}

/**
 * createdAt − timeAt (positive: late delivery; negative: a device clock ahead of the platform, in ms), events
 * from the future and events out of order within a trip (clock-checks.ts).
 */
export interface ClockFigures {
  delayMedian: number;
  delayWorst: number;
  delayWorstAt: number;
  future: number;
  futureAt: number;
  outOfOrder: number;
  outOfOrderAt: number;
}

/**
 * One device's (or vehicle's) data quality over the loaded window. Every `…At` is the global index of the
 * event that shows the finding at its worst (`noEvent` when there is none), for the link to it.
 */
export interface EntityHealth extends TrackFigures, GpsFigures, OdometerFigures, ClockFigures {
  /** The entity's id code in the store's dictionary (0: events that name no device or vehicle). */
  code: number;
  /** Its id (NaN for code 0). */
  id: number;
  events: number;
  firstSeen: number;
  lastSeen: number;
  lastAt: number;
  /** From the last event to `now` (or the window's end, if earlier). */
  sinceLast: number;
  /** The share of `events` whose fix is absent, invalid or unreadable (`noFix`). */
  noFixShare: number;
  /** Copies of its events merged into one: within a response (by the reader), and across responses. */
  repeats: number;
  /** The event sent the most times over. */
  repeatsAt: number;
  /** Events with a field read leniently (text for a number...). */
  lenient: number;
  lenientAt: number;
  /** Events with a field that was sent but could not be read. */
  unreadable: number;
  unreadableAt: number;
  score: number;
  /** The findings that make the score, largest first. */
  findings: Finding[];
}
