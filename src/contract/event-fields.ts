/**
 * The fields of an event as the spec (2.1) types them: one list for the app's reader, the emulator that
 * writes events and the contract check (scripts/contract), so they never disagree about a field. The spec
 * does not say which are always present, nor how absence is written: only `id`, `type` and `timeAt` identify
 * an event; every other field may be absent, `null` or unreadable without costing the event.
 */
export type FieldKind = 'integer' | 'number' | 'string' | 'boolean' | 'attributes' | 'gps';

export const eventFieldKinds = {
  id: 'integer',
  type: 'string',
  timeAt: 'integer',
  companyId: 'integer',
  companyVersion: 'integer',
  deviceId: 'integer',
  deviceVersion: 'integer',
  vehicleId: 'integer',
  vehicleVersion: 'integer',
  tripId: 'integer',
  action: 'string',
  location: 'string',
  createdAt: 'string',
  odometer: 'number',
  origin: 'string',
  attributes: 'attributes',
  GPS: 'gps',
} as const satisfies Record<string, FieldKind>;

export type EventFieldName = keyof typeof eventFieldKinds;

/** What identifies an event: without any of these an item is skipped (and counted, with the reason). */
export const identifyingFields = ['id', 'type', 'timeAt'] as const satisfies readonly EventFieldName[];

export const gpsFieldKinds = {
  valid: 'boolean',
  Lat: 'number',
  Lng: 'number',
  At: 'integer',
} as const satisfies Record<string, FieldKind>;
