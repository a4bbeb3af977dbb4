import { gpsStates, type EventStore, type Rows } from '../event-data';

/**
 * The valid fixes of the rows shown, as columns: a week of a big fleet is 100k fixes, and typed arrays keep
 * them compact and quick to cluster at any zoom without building 100k GeoJSON objects.
 */
export interface Fixes {
  /** How many fixes; the arrays below hold exactly this many. */
  count: number;
  /** Index of each fix's event in the rows shown. */
  row: Int32Array;
  lng: Float64Array;
  lat: Float64Array;
  /** Web Mercator position in [0, 1] (x east, y south), for clustering in screen space. */
  x: Float64Array;
  y: Float64Array;
  /** Events whose fix is marked invalid, and events without any GPS: counted, never drawn. */
  invalid: number;
  missing: number;
}

export interface PointProps {
  /** Index into the rows shown, so a click finds its event without a lookup. */
  row: number;
  /** The id's exact digits. */
  id: string;
  type: string;
  action: string;
  timeAt: number;
  vehicleId: number | null;
}

const maxMercatorLat = 85.051129;

export function mercatorY(lat: number): number {
  const clamped = Math.max(-maxMercatorLat, Math.min(maxMercatorLat, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
}

export const mercatorX = (lng: number) => (lng + 180) / 360;

/** Only valid GPS is drawn; the rest are counted so the map can say how many it left out. */
export function fixesOf(store: EventStore, rows: Rows): Fixes {
  const gps = store.column('gps');
  const lats = store.column('lat');
  const lngs = store.column('lng');
  const row = new Int32Array(rows.length);
  const lng = new Float64Array(rows.length);
  const lat = new Float64Array(rows.length);
  let count = 0;
  let invalid = 0;
  let missing = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const g = rows[index] as number;
    const state = gps[g];
    if (state === gpsStates.absent) missing += 1;
    else if (state !== gpsStates.valid) invalid += 1;
    else {
      row[count] = index;
      lng[count] = lngs[g] as number;
      lat[count] = lats[g] as number;
      count += 1;
    }
  }
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    x[i] = mercatorX(lng[i] ?? 0);
    y[i] = mercatorY(lat[i] ?? 0);
  }
  return {
    count,
    row: row.slice(0, count),
    lng: lng.slice(0, count),
    lat: lat.slice(0, count),
    x,
    y,
    invalid,
    missing,
  };
}

/** [west, south, east, north] of the given fixes (all when no list), or null when there are none. */
export function boundsOfFixes(
  fixes: Fixes,
  members?: ArrayLike<number>,
): [number, number, number, number] | null {
  const total = members ? members.length : fixes.count;
  if (total === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (let k = 0; k < total; k += 1) {
    const i = members ? (members[k] ?? 0) : k;
    const lng = fixes.lng[i] ?? 0;
    const lat = fixes.lat[i] ?? 0;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

/** The fixes of the rows shown, and what a popup says of one. */
export interface FixSource {
  fixes: Fixes;
  describe: (fix: number) => PointProps;
  /** The row of an event (type and id), or -1: for clicks on circles drawn before the rows changed. */
  rowOf: (type: string, id: string) => number;
}

export function fixSource(store: EventStore, rows: Rows): FixSource {
  const fixes = fixesOf(store, rows);
  const type = store.column('type');
  const action = store.column('action');
  const time = store.column('timeAt');
  const vehicle = store.column('vehicleId');
  const ids = store.column('id');
  const { dictionary } = store;
  return {
    fixes,
    describe: (fix) => {
      const row = fixes.row[fix] ?? 0;
      const g = rows[row] as number;
      return {
        row,
        id: store.idText(g),
        type: dictionary.string(type[g] as number) ?? '',
        action: dictionary.string(action[g] as number) ?? '',
        timeAt: time[g] as number,
        vehicleId: dictionary.number(vehicle[g] as number) ?? null,
      };
    },
    rowOf: (wantedType, id) => {
      const code = store.dictionary.codeOf(wantedType);
      const wanted = Number(id);
      return rows.findIndex((g) => type[g] === code && ids[g] === wanted && store.idText(g) === id);
    },
  };
}
