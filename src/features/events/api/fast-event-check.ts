import type { FleetEvent } from './event-schema';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalInt = (value: unknown) => value === undefined || Number.isSafeInteger(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
const finiteIn = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= -limit && value <= limit;

function stringRecord(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const key in value) if (typeof value[key] !== 'string') return false;
  return true;
}

function gps(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.valid === 'boolean' &&
    finiteIn(value.Lat, 90) &&
    finiteIn(value.Lng, 180) &&
    optionalInt(value.At)
  );
}

/**
 * The hot path of validation: a hand-written check of exactly what `fleetEventSchema` accepts, for the
 * hundred thousand well-formed events of a week. It only ever says yes to what the schema accepts (a test
 * holds it to that); anything else goes to the schema, which also words the reason. Accepted items are
 * used as they are, since nothing mutates events.
 */
export function isReadableEvent(item: unknown): item is FleetEvent {
  if (!isObject(item)) return false;
  const e = item;
  return (
    Number.isSafeInteger(e.id) &&
    typeof e.type === 'string' &&
    e.type.length > 0 &&
    Number.isSafeInteger(e.timeAt) &&
    optionalString(e.action) &&
    optionalInt(e.companyId) &&
    optionalInt(e.companyVersion) &&
    optionalInt(e.deviceId) &&
    optionalInt(e.deviceVersion) &&
    optionalInt(e.vehicleId) &&
    optionalInt(e.vehicleVersion) &&
    optionalInt(e.tripId) &&
    optionalString(e.location) &&
    optionalString(e.createdAt) &&
    (e.odometer === undefined || (typeof e.odometer === 'number' && Number.isFinite(e.odometer))) &&
    optionalString(e.origin) &&
    (e.attributes === undefined || stringRecord(e.attributes)) &&
    (e.GPS === undefined || gps(e.GPS))
  );
}
