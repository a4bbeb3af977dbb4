import type { FleetEvent, ParsedEvents } from '../api/event-schema';
import type { TimeWindow } from '../filters/resolve-window';

/**
 * Joins the days that have arrived: drops the same event seen in two days (an API whose `to` is
 * inclusive, or whose date zone differs, sends some twice), keeps only the exact window, newest first.
 */
export function mergeDays(days: readonly (ParsedEvents | undefined)[], window: TimeWindow): FleetEvent[] {
  // Ids per type: numbers in a set, no key string made per event.
  const seen = new Map<string, Set<number>>();
  const merged: FleetEvent[] = [];
  for (const day of days) {
    if (!day) continue;
    for (const event of day.events) {
      if (event.timeAt < window.from || event.timeAt >= window.to) continue;
      let ids = seen.get(event.type);
      if (!ids) seen.set(event.type, (ids = new Set()));
      if (ids.has(event.id)) continue;
      ids.add(event.id);
      merged.push(event);
    }
  }
  return merged.sort((a, b) => b.timeAt - a.timeAt || b.id - a.id);
}

/**
 * The merged events of a window, in a class rather than a plain array: React Query deep-compares what a
 * `combine` returns (structural sharing), and walking 100k events on every state change cost more than the
 * merge itself. Its identity already says whether the events changed.
 */
export class MergedEvents {
  constructor(readonly list: readonly FleetEvent[]) {}
}

/**
 * `mergeDays` that answers with the same list while the same days are in: a day starting to fetch again
 * changes the queries' state, not their data, and must not cost a merge (or a new list to sort and search).
 */
export function createDayMerger(): (
  days: readonly (ParsedEvents | undefined)[],
  window: TimeWindow,
) => MergedEvents {
  let lastDays: readonly (ParsedEvents | undefined)[] = [];
  let lastWindow: TimeWindow | null = null;
  let last = new MergedEvents([]);
  return (days, window) => {
    const same =
      window.from === lastWindow?.from &&
      window.to === lastWindow.to &&
      days.length === lastDays.length &&
      days.every((day, i) => day === lastDays[i]);
    if (!same) {
      last = new MergedEvents(mergeDays(days, window));
      lastDays = [...days];
      lastWindow = window;
    }
    return last;
  };
}
