import { storeFromEvents, type EventStore, type Rows } from '../features/event-data';

/** Events as the API sends them, in a store, shown in the order given (tests of what the map draws). */
export function shownInOrder(events: readonly { id: number }[]): { store: EventStore; rows: Rows } {
  const store = storeFromEvents(events);
  const byId = new Map(Array.from(store.rows, (g) => [store.event(g).id, g]));
  return { store, rows: Uint32Array.from(events, (event) => byId.get(event.id) ?? 0) };
}
