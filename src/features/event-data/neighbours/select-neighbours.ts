import type { EventStore } from '../store/event-store';

/** What places an event among its neighbours, and what tells it apart from them. */
export interface NeighbourKey {
  timeAt: number;
  id: number;
  /** The id's exact digits (two ids beyond 2^53 can share a number). */
  idText: string;
  type: string;
}

const byDigits = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Time order, ties broken by id (then by type: one id can name an event of two types). */
export function compareNeighbours(a: NeighbourKey, b: NeighbourKey): number {
  return (
    a.timeAt - b.timeAt ||
    a.id - b.id ||
    byDigits(a.idText, b.idText) ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

export interface NeighbourSelection {
  /** Later events, nearest first (global indices into the store). */
  newer: number[];
  /** Earlier events, nearest first. */
  older: number[];
  /** The event itself, when the store has it. */
  current: number | null;
  /** How many later and earlier events the store holds in all. */
  newerAvailable: number;
  olderAvailable: number;
}

/**
 * The `counts.newer` events just after `anchor` and the `counts.older` just before it, among the store's
 * rows. The store must hold a stretch of time with nothing missing inside it (whole API dates, one after
 * the other), so the nearest ones found are the nearest there are.
 */
export function selectNeighbours(
  store: EventStore,
  anchor: NeighbourKey,
  counts: { newer: number; older: number },
): NeighbourSelection {
  const time = store.column('timeAt');
  const id = store.column('id');
  const type = store.column('type');
  const neighbourKeyOf = (g: number): NeighbourKey => ({
    timeAt: time[g] as number,
    id: id[g] as number,
    idText: store.idText(g),
    type: store.dictionary.string(type[g] as number) ?? '',
  });
  const newer: { g: number; key: NeighbourKey }[] = [];
  const older: { g: number; key: NeighbourKey }[] = [];
  let current: number | null = null;
  for (let i = 0; i < store.rows.length; i += 1) {
    const g = store.rows[i] as number;
    const key = neighbourKeyOf(g);
    const order = compareNeighbours(key, anchor);
    if (order === 0 || (key.type === anchor.type && key.idText === anchor.idText)) {
      // The same event with another time (sent again, changed) is still this one, not a neighbour.
      current ??= g;
      continue;
    }
    (order < 0 ? older : newer).push({ g, key });
  }
  newer.sort((a, b) => compareNeighbours(a.key, b.key));
  older.sort((a, b) => compareNeighbours(b.key, a.key));
  return {
    newer: newer.slice(0, counts.newer).map((n) => n.g),
    older: older.slice(0, counts.older).map((n) => n.g),
    current,
    newerAvailable: newer.length,
    olderAvailable: older.length,
  };
}
