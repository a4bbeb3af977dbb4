import type { DayChunk } from './day-chunk';

/** A day's columns, one value per event (row). */
export type Columns = Omit<DayChunk, 'count' | 'report' | 'memo' | 'attributes' | 'extras' | 'sent'>;

/** Columns where NaN is absent; in the others, 0 is (no code, no flag, no bit). */
const nanColumns = [
  'companyVersion',
  'deviceVersion',
  'vehicleVersion',
  'odometer',
  'createdAt',
  'lat',
  'lng',
  'gpsAt',
] as const satisfies readonly (keyof Columns)[];

export function newColumns(count: number): Columns {
  const columns: Columns = {
    id: new Float64Array(count),
    timeAt: new Float64Array(count),
    type: new Uint32Array(count),
    action: new Uint32Array(count),
    origin: new Uint32Array(count),
    location: new Uint32Array(count),
    companyId: new Uint32Array(count),
    deviceId: new Uint32Array(count),
    vehicleId: new Uint32Array(count),
    tripId: new Uint32Array(count),
    companyVersion: new Float64Array(count),
    deviceVersion: new Float64Array(count),
    vehicleVersion: new Float64Array(count),
    odometer: new Float64Array(count),
    createdAt: new Float64Array(count),
    createdAtZone: new Int16Array(count),
    gps: new Uint8Array(count),
    lat: new Float64Array(count),
    lng: new Float64Array(count),
    gpsAt: new Float64Array(count),
    unreadable: new Uint16Array(count),
    lenient: new Uint16Array(count),
    repeats: new Uint16Array(count),
    inexactId: new Uint8Array(count),
  };
  for (const name of nanColumns) columns[name].fill(NaN);
  return columns;
}

/** Puts a row back as it was before anything was read into it. */
export function clearRow(columns: Columns, row: number): void {
  for (const column of Object.values(columns)) column[row] = 0;
  for (const name of nanColumns) columns[name][row] = NaN;
}

/** The first `count` rows, in columns of their own (so that no column carries a tail across to the page). */
export function firstRows(columns: Columns, count: number): Columns {
  const cut = { ...columns };
  for (const name of Object.keys(cut) as (keyof Columns)[])
    (cut as Record<keyof Columns, Columns[keyof Columns]>)[name] = columns[name].slice(0, count);
  return cut;
}
