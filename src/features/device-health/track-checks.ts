import type { HealthColumns } from './health-columns';
import { noEvent, type TrackFigures, type HealthSettings } from './health-types';

/**
 * Reporting gaps of one entity's events (`order[from..to)`, oldest first): the silences while its ignition
 * was on. Until the first ignition event says which, two events of the same trip count as "on". A gap is
 * found at the event that ends it.
 */
export function trackChecks(
  columns: HealthColumns,
  order: Uint32Array,
  from: number,
  to: number,
  settings: HealthSettings,
): TrackFigures {
  const { timeAt, type, action, tripId, ignition } = columns;
  const figures: TrackFigures = { longestGap: 0, longestGapAt: noEvent, gapsOver: 0, silentWhileOn: false };
  let state: 0 | 1 | 2 = 0;
  for (let i = from; i < to; i += 1) {
    const g = order[i] as number;
    if (i > from) {
      const before = order[i - 1] as number;
      const trip = tripId[g] as number;
      const on = state === 1 || (state === 0 && trip !== 0 && trip === tripId[before]);
      const gap = (timeAt[g] as number) - (timeAt[before] as number);
      if (on && gap > figures.longestGap) {
        figures.longestGap = gap;
        figures.longestGapAt = g;
      }
      if (on && gap > settings.gapMs) figures.gapsOver += 1;
    }
    const said = ignition(type[g] as number, action[g] as number);
    if (said !== 0) state = said;
  }
  figures.silentWhileOn = to > from && state === 1;
  return figures;
}
