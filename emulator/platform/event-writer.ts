import { eventFieldKinds } from '../../src/contract/event-fields.ts';
import type { PlatformEvent } from '../fleet-data/event-shape.ts';
import type { Dialect } from './dialect.ts';

/**
 * An event as a region's API writes it, in that region's dialect. The generated data is the same in every
 * dialect; only this layer differs, as a real back end's serialiser would.
 */

/** Share of events that lack a field in the `nulls` dialect, so that nulls occur beyond the versions. */
const withheldShare: Record<string, number> = { tripId: 0.05, GPS: 0.05, action: 0.02, attributes: 0.02 };

/** A stable 0..1 value per event and field: the same event always lacks the same fields. */
function unitHash(id: number, field: string): number {
  let h = 2166136261;
  for (const char of `${id}:${field}`) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296;
}

/** Whether the API leaves this field out of this event (then a tripIds constraint cannot match it). */
export function isWithheld(event: Pick<PlatformEvent, 'id'>, field: string, dialect: Dialect): boolean {
  const share = withheldShare[field];
  return share !== undefined && dialect.has('nulls') && unitHash(event.id, field) < share;
}

/** Sent as numeric strings in the `numbers-as-text` dialect (with GPS Lat and Lng). */
const textNumbers = new Set(['companyId', 'deviceId', 'vehicleId', 'tripId', 'odometer']);
const specOrder = Object.keys(eventFieldKinds);
const identifying = new Set(['id', 'type', 'timeAt']);

const seconds = (ms: unknown) => (typeof ms === 'number' ? Math.floor(ms / 1000) : ms);
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** "12" → 12, "1234.5" → 1234.5, "true" → true: what a typed back end sends for the same values. */
function typedValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

function writeGps(gps: unknown, dialect: Dialect): unknown {
  if (gps === null || typeof gps !== 'object') return gps;
  const out: Record<string, unknown> = { ...gps };
  if (dialect.has('seconds')) out.At = seconds(out.At);
  if (dialect.has('numbers-as-text')) {
    out.Lat = asText(out.Lat);
    out.Lng = asText(out.Lng);
  }
  return out;
}

function writeAttributes(attributes: unknown, dialect: Dialect): unknown {
  if (!dialect.has('typed-attributes') || attributes === null || typeof attributes !== 'object')
    return attributes;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) out[key] = typedValue(value);
  // The data has no yes/no attribute; a typed back end would send one as a JSON boolean.
  if (typeof out.status === 'string') out.lowBattery = out.status === 'LOW_BATTERY';
  return out;
}

export function writeEvent(event: PlatformEvent, dialect: Dialect): unknown {
  if (dialect.size === 0) return event;
  const source = event as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // The spec's fields in its order, then anything else the data carries.
  for (const name of [...specOrder, ...Object.keys(source).filter((k) => !specOrder.includes(k))]) {
    let value = isWithheld(event, name, dialect) ? undefined : source[name];
    if (value === undefined) {
      if (dialect.has('nulls') && !identifying.has(name)) out[name] = null;
      continue;
    }
    if (name === 'timeAt' && dialect.has('seconds')) value = seconds(value);
    if (textNumbers.has(name) && dialect.has('numbers-as-text')) value = asText(value);
    if (name === 'GPS') value = writeGps(value, dialect);
    if (name === 'attributes') value = writeAttributes(value, dialect);
    out[name] = value;
  }
  return out;
}
