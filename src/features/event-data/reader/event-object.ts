import {
  createdAtAsSent,
  createdAtZ,
  fieldBit,
  gpsStates,
  secondaryFields,
  type DayChunk,
  type SecondaryField,
} from './day-chunk';
import type { Dictionary } from './dictionary';
import { keptPastLimit } from './kept-past-limit';
import { setOwn } from './own-keys';
import { pairStart, propText, propValue, valueKinds, type PropList, type ValueKind } from './prop-list';

export interface AttributeEntry {
  key: string;
  /** The JSON type it was sent as (the spec says text; the detail view shows when it was not). */
  kind: ValueKind;
  text: string;
}

/**
 * One event as the page shows it (detail, popups, exports): every field the API sent that could be read,
 * what could not be read as sent, and fields the spec does not list.
 */
export interface FleetEvent {
  id: number;
  /** The id's exact digits (beyond 2^53 the number `id` is only close). */
  idText: string;
  /** The id was beyond 2^53 and this browser could not keep its digits. */
  idInexact: boolean;
  type: string;
  timeAt: number;
  action?: string;
  companyId?: number;
  companyVersion?: number;
  deviceId?: number;
  deviceVersion?: number;
  vehicleId?: number;
  vehicleVersion?: number;
  tripId?: number;
  location?: string;
  createdAt?: string;
  odometer?: number;
  origin?: string;
  attributes?: AttributeEntry[];
  GPS?: { valid: boolean; Lat?: number; Lng?: number; At?: number };
  /** Secondary fields that were sent but could not be read, as sent. */
  unreadable: Partial<Record<SecondaryField, string>>;
  /** Fields the spec does not list, as sent. */
  extra: Record<string, unknown>;
}

function pairsOf(list: PropList, row: number): number[] {
  const pairs: number[] = [];
  for (let p = pairStart(list, row); p < pairStart(list, row + 1); p += 1) pairs.push(p);
  return pairs;
}

/** A value kept as sent for this row (an unreadable field, the exact id, createdAt in another form). */
export function sentValue(
  chunk: DayChunk,
  row: number,
  field: string,
  dictionary: Dictionary,
): string | undefined {
  for (const p of pairsOf(chunk.sent, row))
    if (dictionary.string(chunk.sent.key[p] as number) === field) return propText(chunk.sent, p);
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** createdAt as the API wrote it: its instant in the offset it was sent with, or its text as sent. */
export function createdAtText(chunk: DayChunk, row: number, dictionary: Dictionary): string | undefined {
  const ms = chunk.createdAt[row] as number;
  const zone = chunk.createdAtZone[row] as number;
  if (zone === createdAtAsSent) return sentValue(chunk, row, 'createdAt', dictionary);
  if (Number.isNaN(ms)) return undefined;
  if (zone === createdAtZ) return new Date(ms).toISOString();
  const local = new Date(ms + zone * 60_000).toISOString().slice(0, 23);
  const minutes = Math.abs(zone);
  return `${local}${zone < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const orUndefined = (n: number) => (Number.isNaN(n) ? undefined : n);

export function eventOf(chunk: DayChunk, row: number, dictionary: Dictionary): FleetEvent {
  const text = (column: Uint32Array) => dictionary.string(column[row] as number);
  const entity = (column: Uint32Array) => dictionary.number(column[row] as number);
  const unreadable: FleetEvent['unreadable'] = {};
  const bits = chunk.unreadable[row] as number;
  if (bits !== 0)
    for (const field of secondaryFields)
      if (bits & fieldBit(field)) unreadable[field] = sentValue(chunk, row, field, dictionary) ?? '';
  const idText =
    pairStart(chunk.sent, row) !== pairStart(chunk.sent, row + 1)
      ? sentValue(chunk, row, 'id', dictionary)
      : undefined;
  const id = chunk.id[row] as number;
  const gps = chunk.gps[row] as number;
  const kept = keptPastLimit(chunk, row, dictionary);
  const attributes = pairsOf(chunk.attributes, row)
    .map((p): AttributeEntry => ({
      key: dictionary.string(chunk.attributes.key[p] as number) ?? '',
      kind: valueKinds[chunk.attributes.kind[p] as number] ?? 'string',
      text: propText(chunk.attributes, p),
    }))
    .concat(kept.attributes);
  const extra: Record<string, unknown> = {};
  for (const p of pairsOf(chunk.extras, row))
    setOwn(extra, dictionary.string(chunk.extras.key[p] as number) ?? '', propValue(chunk.extras, p));
  for (const [key, value] of kept.extras) setOwn(extra, key, value);
  const event: FleetEvent = {
    id,
    idText: idText ?? String(id),
    idInexact: chunk.inexactId[row] === 1,
    type: text(chunk.type) ?? '',
    timeAt: chunk.timeAt[row] as number,
    action: kept.texts.action ?? text(chunk.action),
    companyId: entity(chunk.companyId),
    companyVersion: orUndefined(chunk.companyVersion[row] as number),
    deviceId: entity(chunk.deviceId),
    deviceVersion: orUndefined(chunk.deviceVersion[row] as number),
    vehicleId: entity(chunk.vehicleId),
    vehicleVersion: orUndefined(chunk.vehicleVersion[row] as number),
    tripId: entity(chunk.tripId),
    location: kept.texts.location ?? text(chunk.location),
    createdAt: createdAtText(chunk, row, dictionary),
    odometer: orUndefined(chunk.odometer[row] as number),
    origin: kept.texts.origin ?? text(chunk.origin),
    attributes: attributes.length > 0 ? attributes : undefined,
    GPS:
      gps === gpsStates.valid || gps === gpsStates.invalid
        ? {
            valid: gps === gpsStates.valid,
            Lat: orUndefined(chunk.lat[row] as number),
            Lng: orUndefined(chunk.lng[row] as number),
            At: orUndefined(chunk.gpsAt[row] as number),
          }
        : undefined,
    unreadable,
    extra,
  };
  // Absent fields are left out, as the API leaves them out.
  return Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as FleetEvent;
}
