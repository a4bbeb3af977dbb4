import type { DayChunk } from '../reader/day-chunk';
import type { Dictionary } from '../reader/dictionary';
import { sentValue } from '../reader/event-object';
import type { EventStore } from '../store/event-store';

/** An event's identity across responses: its type (a code of the shared pool) and its exact id. */
export function eventKeyOf(chunk: DayChunk, row: number, dictionary: Dictionary): string {
  const id = chunk.id[row] as number;
  const text = Number.isSafeInteger(id)
    ? String(id)
    : (sentValue(chunk, row, 'id', dictionary) ?? String(id));
  return `${chunk.type[row] as number}/${text}`;
}

/**
 * The rows of a day's new response whose event the previous response of that day did not hold: what a
 * poll brought. Without a previous response there is nothing to compare with, so nothing is new.
 */
export function newEventRows(
  before: DayChunk | undefined,
  after: DayChunk,
  dictionary: Dictionary,
): number[] {
  if (!before) return [];
  const known = new Set<string>();
  for (let row = 0; row < before.count; row += 1) known.add(eventKeyOf(before, row, dictionary));
  const fresh: number[] = [];
  for (let row = 0; row < after.count; row += 1)
    if (!known.has(eventKeyOf(after, row, dictionary))) fresh.push(row);
  return fresh;
}

/** Where the events a poll brought are in `store`: their global indices (their days found by identity). */
export function freshIndices(
  store: EventStore,
  fresh: ReadonlyMap<DayChunk, readonly number[]>,
): ReadonlySet<number> {
  const indices = new Set<number>();
  store.days.forEach((day, c) => {
    const base = store.base[c] as number;
    for (const row of fresh.get(day) ?? []) indices.add(base + row);
  });
  return indices;
}
