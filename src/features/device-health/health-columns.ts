import type { EventStore } from '../event-data';

/** The columns the checks read, gathered once across days, and the codes they compare against. */
export interface HealthColumns {
  timeAt: Float64Array;
  id: Float64Array;
  type: Uint32Array;
  action: Uint32Array;
  tripId: Uint32Array;
  gps: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  gpsAt: Float64Array;
  odometer: Float64Array;
  createdAt: Float64Array;
  unreadable: Uint16Array;
  lenient: Uint16Array;
  repeats: Uint16Array;
  /** What each action code says of the ignition: 1 on, 2 off, 0 nothing (only for ignition events). */
  ignition: (type: number, action: number) => 0 | 1 | 2;
}

/** Ignition actions are read liberally: any case, and the words a device might use for them. */
const onWords = new Set(['on', 'start', 'started']);
const offWords = new Set(['off', 'stop', 'stopped']);

export function healthColumns(store: EventStore): HealthColumns {
  const ignitionType = store.dictionary.codeOf('ignition');
  const said = new Map<number, 0 | 1 | 2>();
  const ignition = (type: number, action: number): 0 | 1 | 2 => {
    if (type !== ignitionType || type < 0) return 0;
    let state = said.get(action);
    if (state === undefined) {
      const word = (store.dictionary.string(action) ?? '').trim().toLowerCase();
      state = onWords.has(word) ? 1 : offWords.has(word) ? 2 : 0;
      said.set(action, state);
    }
    return state;
  };
  const column = store.column.bind(store);
  return {
    timeAt: column('timeAt'),
    id: column('id'),
    type: column('type'),
    action: column('action'),
    tripId: column('tripId'),
    gps: column('gps'),
    lat: column('lat'),
    lng: column('lng'),
    gpsAt: column('gpsAt'),
    odometer: column('odometer'),
    createdAt: column('createdAt'),
    unreadable: column('unreadable'),
    lenient: column('lenient'),
    repeats: column('repeats'),
    ignition,
  };
}
