import type { PlatformEvent } from './event-shape.ts';

/**
 * Devices whose data is wrong, on purpose, so the app's device health page has something real to find in
 * every region: one fault each, the same every day, on six vehicles of the main company. Every other vehicle
 * stays clean (the realism checks hold for them).
 */
export const faultKinds = [
  'clock-fast',
  'tunnel',
  'silence',
  'odometer-reset',
  'late-batch',
  'repeats',
] as const;
export type FaultKind = (typeof faultKinds)[number];

/**
 * The faulty vehicles' indices in the main company (vehicle ids `companyId·10⁴ + 31` to `+ 36`): past those
 * the end-to-end specs name (indices 0–2, 23 and 38), so what they count stays as it was. A
 * fleet of 36 vehicles or fewer has fewer faults.
 */
const firstFaulty = 30;

export function faultOf(vehicleIndex: number): FaultKind | undefined {
  return faultKinds[vehicleIndex - firstFaulty];
}

/** The faulty vehicles of a region's main company, by vehicle id (as `fleetOf` numbers them). */
export function faultyVehicles(companyId: number): Map<number, FaultKind> {
  return new Map(faultKinds.map((kind, i) => [companyId * 10_000 + firstFaulty + i + 1, kind]));
}

const minute = 60_000;
/** The device clock's lead over the platform's. */
const clockLeadMs = 5 * minute;
const silenceMs = 3 * 60 * minute;
/** The late batch: what the device held back, and when it sent it all, after the stretch. */
const heldBackMs = 90 * minute;
const sentAfterMs = 2 * minute;

/** createdAt with its instant moved to `ms`, written in the offset it had. */
function createdAtAt(createdAt: string, ms: number): string {
  const shift = ms - Date.parse(createdAt);
  const local = Date.parse(`${createdAt.slice(0, 23)}Z`) + shift;
  return new Date(local).toISOString().slice(0, 23) + createdAt.slice(23);
}

/** The event as it would be `ms` later: its time, its fix's and its receipt's. */
const later = (e: PlatformEvent, ms: number): PlatformEvent => ({
  ...e,
  timeAt: e.timeAt + ms,
  createdAt: createdAtAt(e.createdAt, Date.parse(e.createdAt) + ms),
  GPS: { ...e.GPS, At: e.GPS.At + ms },
});

/** The first event from a quarter of the day on that the ignition is on before: a silence starts there. */
function midShift(events: readonly PlatformEvent[]): number {
  let on = false;
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i] as PlatformEvent;
    if (on && i >= events.length / 4 && event.type !== 'ignition') return i;
    if (event.type === 'ignition') on = event.action === 'ON';
  }
  return Math.floor(events.length / 2);
}

const faults: Record<FaultKind, (events: PlatformEvent[]) => PlatformEvent[]> = {
  // The device's clock runs five minutes ahead: its times (and its fixes' times) are late; the platform's
  // receipt (createdAt) is not.
  'clock-fast': (events) =>
    events.map((e) => ({
      ...e,
      timeAt: e.timeAt + clockLeadMs,
      GPS: { ...e.GPS, At: e.GPS.At + clockLeadMs },
    })),
  // No fix through the middle of the day, as in a long tunnel: the receiver says invalid.
  tunnel: (events) =>
    events.map((e, i) =>
      i >= events.length * 0.35 && i < events.length * 0.65
        ? { ...e, GPS: { valid: false, Lat: 0, Lng: 0, At: e.GPS.At } }
        : e,
    ),
  // Nothing for three hours while the ignition is on (stuck with the engine running, the device down),
  // then the rest of the day, three hours later.
  silence: (events) => {
    const from = midShift(events);
    return events.map((e, i) => (i < from ? e : later(e, silenceMs)));
  },
  // The device's odometer goes back to zero as the ignition comes on for the day's second trip (a power
  // cycle), and counts on from there: no trip spans the reset.
  'odometer-reset': (events) => {
    const at = events.findIndex((e, i) => i > 0 && e.type === 'ignition' && e.action === 'ON');
    if (at < 0) return events;
    const base = (events[at] as PlatformEvent).odometer;
    return events.map((e, i) =>
      i >= at ? { ...e, odometer: Math.round((e.odometer - base) * 10) / 10 } : e,
    );
  },
  // An hour and a half of events held back, then sent in one batch.
  'late-batch': (events) => {
    const from = (events[Math.floor(events.length / 3)] as PlatformEvent | undefined)?.timeAt ?? Infinity;
    const sent = from + heldBackMs + sentAfterMs;
    return events.map((e, i) =>
      e.timeAt >= from && e.timeAt < from + heldBackMs
        ? { ...e, createdAt: createdAtAt(e.createdAt, sent + i * 200) }
        : e,
    );
  },
  // Every other position update sent twice. Only those: the events page's default view (ignition and
  // driver) then shows no "repeats merged" line, which would take a row from the layout spec's table.
  repeats: (events) => {
    let positions = 0;
    return events.flatMap((e) => (e.type === 'position' && positions++ % 2 === 0 ? [e, { ...e }] : [e]));
  },
};

/** A vehicle's day as its fault (if any) spoils it. */
export function withFault(kind: FaultKind | undefined, events: PlatformEvent[]): PlatformEvent[] {
  return kind && events.length > 0 ? faults[kind](events) : events;
}
