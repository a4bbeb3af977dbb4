import { storeFromEvents } from '../features/event-data';
import { healthInSlices } from '../features/device-health/health-in-slices';
import { defaultHealthSettings, type HealthSettings } from '../features/device-health/health-types';

/**
 * Raw events (as the API sends them) for device-health tests: one clean shift of a device, ignition ON, a
 * fix a minute along a street at 36 km/h (0.6 km a minute), ignition OFF, each received two seconds after it
 * happened. Tests spoil a copy of it.
 */
export const shiftStart = Date.UTC(2026, 10, 20, 8, 0);
/** A moment after every shift: "now" in the tests. */
export const afterShifts = shiftStart + 24 * 3_600_000;

/** Degrees of longitude in 0.6 km at latitude −33.87 (Sydney). */
const lngPerMinute = 0.6 / (111.32 * Math.cos((33.87 * Math.PI) / 180));

export interface ShiftEvent {
  id: number;
  type: string;
  action: string;
  timeAt: number;
  createdAt: string;
  deviceId: number;
  vehicleId: number;
  tripId: number;
  odometer?: number;
  GPS?: { valid: boolean; Lat: number; Lng: number; At?: number };
}

/** `minutes + 1` position events between an ignition ON and OFF, ids rising in time from `deviceId * 1000`. */
export function cleanShift(deviceId: number, minutes = 30, startMs = shiftStart): ShiftEvent[] {
  const event = (n: number, type: string, action: string, minute: number): ShiftEvent => {
    const timeAt = startMs + minute * 60_000 + (type === 'ignition' && action === 'OFF' ? 1_000 : 0);
    return {
      id: deviceId * 1000 + n,
      type,
      action,
      timeAt,
      createdAt: new Date(timeAt + 2_000).toISOString(),
      deviceId,
      vehicleId: deviceId + 500,
      tripId: deviceId * 10,
      odometer: 1000 + 0.6 * minute,
      GPS: { valid: true, Lat: -33.87, Lng: 151.2 + lngPerMinute * minute, At: timeAt },
    };
  };
  const events = [event(0, 'ignition', 'ON', 0)];
  for (let m = 0; m <= minutes; m += 1) events.push(event(m + 1, 'position', 'UPDATE', m));
  events.push(event(minutes + 2, 'ignition', 'OFF', minutes));
  return events;
}

/** The health of the first (or only) device of `events`, checked with the default settings and `settings`. */
export async function healthOf(events: readonly unknown[], settings: Partial<HealthSettings> = {}) {
  const store = storeFromEvents(events);
  const table = await healthInSlices(store, store.rows, {
    ...defaultHealthSettings,
    now: afterShifts,
    ...settings,
  });
  const first = table[0];
  if (!first) throw new Error('no device');
  /** Where a figure's event is: its index in the events as given. */
  const which = (g: number) =>
    g < 0 ? -1 : events.findIndex((e) => (e as ShiftEvent).id === store.at('id', g));
  return { ...first, which };
}
