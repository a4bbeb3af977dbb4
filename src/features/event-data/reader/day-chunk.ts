import type { EventFieldName } from '../../../contract/event-fields';
import { countsByName } from './own-keys';
import { propListTransfer, type PropList } from './prop-list';
import type { SkipReason } from './read-identity';
import type { CutNote } from './read-limits';

/** The secondary fields, each with a bit in `DayChunk.unreadable`; what identifies an event is never here. */
export const secondaryFields = [
  'companyId',
  'companyVersion',
  'deviceId',
  'deviceVersion',
  'vehicleId',
  'vehicleVersion',
  'tripId',
  'action',
  'location',
  'createdAt',
  'odometer',
  'origin',
  'attributes',
  'GPS',
] as const satisfies readonly EventFieldName[];
export type SecondaryField = (typeof secondaryFields)[number];
export const fieldBit = (field: SecondaryField) => 1 << secondaryFields.indexOf(field);

/** What a fix is: drawn only when `valid`; an unreadable one is counted with the invalid fixes. */
export const gpsStates = { absent: 0, valid: 1, invalid: 2, unreadable: 3 } as const;

/**
 * Keys in `sent` of an attribute or unknown field whose name came past the response's limit of new strings:
 * the pair is kept there as the JSON of [name, kind, text], so the detail and the JSON export show it whole.
 */
export const overflowedPairs = { attributes: '…attributes', extras: '…fields' } as const;

/** `createdAtZone` for a createdAt ending in "Z", and for one whose text is kept as sent (in `sent`). */
export const createdAtZ = 32_767;
export const createdAtAsSent = -32_768;

/** Counts of how one response was read: nothing the API sent goes unaccounted for. */
export interface DayReport {
  /** Items in the response array. */
  received: number;
  /**
   * Items that are not identifiable events (no id, type or timeAt): the first few with reasons, in
   * English (`reason`) and as data to word in the user's language (`why`, `skipReasonText`).
   */
  skipped: { index: number; reason: string; why: SkipReason }[];
  skippedCount: number;
  /** The same event (type and id) twice in this response: kept once. */
  duplicates: number;
  /** Per field: sent as `null` (read as absent), read leniently (text for a number...), unreadable. */
  nulls: Partial<Record<string, number>>;
  lenient: Partial<Record<string, number>>;
  unreadable: Partial<Record<string, number>>;
  /** Fields the spec does not list, and how many events carried each (kept, shown in the detail view). */
  unknownFields: Record<string, number>;
  /** Ids beyond 2^53 kept exactly, and those that could not be (the event is flagged). */
  exactIds: number;
  inexactIds: number;
  /**
   * Values past the response's limit of new distinct strings (`InternPool`): their column shows "…" and the
   * text is kept whole in `sent` (the detail and the JSON export show it).
   */
  overflowStrings: number;
  /** What was cut of events to fit the reader's limits (read-limits.ts): the first few, and how many events. */
  cut: CutNote[];
  cutCount: number;
  /** Requests the day was read in, when the server's cap made it ask for parts (api/day-parts.ts). */
  parts?: number;
  /** The cap a day (or a part as short as parts go) still reached: the day may lack events. */
  full?: number;
}

/**
 * One response's events as columns, newest first (then by id, descending). Codes refer to the parser's
 * pool (0: absent); NaN is absent in number columns. Everything but `report` and the texts crosses from
 * the parser's worker to the page without a copy.
 */
export interface DayChunk {
  count: number;
  id: Float64Array;
  timeAt: Float64Array;
  type: Uint32Array;
  action: Uint32Array;
  origin: Uint32Array;
  location: Uint32Array;
  /** Entity ids as codes of the pool's numbers. */
  companyId: Uint32Array;
  deviceId: Uint32Array;
  vehicleId: Uint32Array;
  tripId: Uint32Array;
  companyVersion: Float64Array;
  deviceVersion: Float64Array;
  vehicleVersion: Float64Array;
  odometer: Float64Array;
  /** createdAt as an instant, and its offset in minutes so the text can be written back exactly. */
  createdAt: Float64Array;
  createdAtZone: Int16Array;
  gps: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  gpsAt: Float64Array;
  /** One bit per secondary field that was sent but could not be read (`fieldBit`). */
  unreadable: Uint16Array;
  /** One bit per secondary field read leniently (text for a number...), as `unreadable`. */
  lenient: Uint16Array;
  /** How many more copies of this event the response held (merged into this one). */
  repeats: Uint16Array;
  /** 1 where the id is beyond 2^53 and could not be kept exactly. */
  inexactId: Uint8Array;
  attributes: PropList;
  /** Fields the spec does not list, as sent. */
  extras: PropList;
  /** Values kept as the API sent them: unreadable fields, exact ids ("id"), createdAt in other forms. */
  sent: PropList;
  report: DayReport;
}

export function chunkTransfer(chunk: DayChunk): ArrayBuffer[] {
  const { attributes, extras, sent, report: _report, count: _count, ...columns } = chunk;
  return [
    ...Object.values(columns).map((column) => column.buffer as ArrayBuffer),
    ...propListTransfer(attributes),
    ...propListTransfer(extras),
    ...propListTransfer(sent),
  ];
}

export function emptyReport(received: number): DayReport {
  return {
    received,
    skipped: [],
    skippedCount: 0,
    duplicates: 0,
    nulls: countsByName(),
    lenient: countsByName(),
    unreadable: countsByName(),
    unknownFields: countsByName(),
    exactIds: 0,
    inexactIds: 0,
    overflowStrings: 0,
    cut: [],
    cutCount: 0,
  };
}
