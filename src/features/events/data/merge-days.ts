import type { FleetEvent, ParsedEvents } from '../api/event-schema';
import type { TimeWindow } from '../filters/resolve-window';

/**
 * Joins the days that have arrived: drops the same event seen in two days (an API whose `to` is
 * inclusive, or whose date zone differs, sends some twice), keeps only the exact window, newest first.
 */
export function mergeDays(days: readonly (ParsedEvents | undefined)[], window: TimeWindow): FleetEvent[] {
  const seen = new Set<string>();
  const merged: FleetEvent[] = [];
  for (const day of days) {
    if (!day) continue;
    for (const event of day.events) {
      if (event.timeAt < window.from || event.timeAt >= window.to) continue;
      const key = `${event.type}\u0000${event.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(event);
    }
  }
  return merged.sort((a, b) => b.timeAt - a.timeAt || b.id - a.id);
}
