import { useMemo, useRef } from 'react';

/**
 * Which element (slot) draws each row: rows still shown keep theirs, rows coming into view take the slots
 * the leaving ones freed, lowest first. Keyed by slot, React hands a leaving row's elements to an entering
 * one and rewrites their texts, rather than removing one row and building another, and a row that stays
 * is never rebuilt, however the count of rows drawn varies at the list's ends.
 */
export function assignSlots(
  previous: ReadonlyMap<number, number>,
  indices: readonly number[],
): Map<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (const index of indices) {
    const slot = previous.get(index);
    if (slot !== undefined) {
      next.set(index, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const index of indices) {
    if (next.has(index)) continue;
    while (taken.has(free)) free += 1;
    next.set(index, free);
    taken.add(free);
  }
  return next;
}

/**
 * The slots of the rows drawn now, handed on from the last render's. They are kept in a ref read while
 * rendering, on purpose: the same indices give the same slots however often React renders them (a second
 * pass finds every index placed already), and state would cost the table a second render in every frame
 * of a scroll.
 */
export function useRowSlots(indices: readonly number[]): ReadonlyMap<number, number> {
  const last = useRef(new Map<number, number>());
  return useMemo(() => {
    // eslint-disable-next-line react-hooks/refs -- see above: a cache that gives the same for the same indices
    const slots = assignSlots(last.current, indices);
    // eslint-disable-next-line react-hooks/refs -- as above
    last.current = slots;
    return slots;
  }, [indices]);
}
