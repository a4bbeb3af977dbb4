import { useCallback } from 'react';
import { localDateTimeOf } from '../../lib/time-zones';
import type { ConstraintKey } from './event-filters';
import { shiftRange } from './resolve-window';
import type { FiltersChange } from './use-events-url';

/** Changes to the filters made from elsewhere than the filter bar: the window moved or zoomed, an id added. */
export function useFilterChanges(changeFilters: (change: FiltersChange) => void, zone: string, now: number) {
  const shiftWindow = useCallback(
    (direction: -1 | 1) =>
      changeFilters((current) => ({ ...current, range: shiftRange(current.range, direction, zone, now) })),
    [changeFilters, zone, now],
  );
  /** The histogram's brush: the window narrowed to two instants, as a custom range (back undoes it). */
  const zoomTo = useCallback(
    (from: number, to: number) =>
      changeFilters((current) => ({
        ...current,
        range: { kind: 'custom', from: localDateTimeOf(from, zone), to: localDateTimeOf(to, zone) },
      })),
    [changeFilters, zone],
  );
  const addConstraint = useCallback(
    (key: ConstraintKey, id: number) =>
      changeFilters((current) => ({
        ...current,
        constraints: { ...current.constraints, [key]: [...new Set([...current.constraints[key], id])] },
      })),
    [changeFilters],
  );
  /** A constraint's ids all taken off (its chip removed). */
  const clearConstraint = useCallback(
    (key: ConstraintKey) =>
      changeFilters((current) => ({ ...current, constraints: { ...current.constraints, [key]: [] } })),
    [changeFilters],
  );
  return { shiftWindow, zoomTo, addConstraint, clearConstraint };
}
