import type { HealthColumns } from './health-columns';
import { noEvent, type ClockFigures, type HealthSettings } from './health-types';

/** A device clock may run this far ahead of `now` before its events count as from the future (ms). */
const futureSlackMs = 60_000;
/** Events closer in time than this (ms) may be logged in either order: two reports of the same moment. */
const orderSlackMs = 2_000;

/**
 * The clock of one entity's events (`order[from..to)`, oldest first): createdAt − timeAt (the platform's
 * receipt against the device's clock: late delivery when large, a clock running ahead when negative), its
 * median and the one furthest from zero; events stamped after `now`; and, within a trip, an event logged
 * after one it precedes (a lower id than the event before it, more than two seconds earlier).
 */
export function clockChecks(
  columns: HealthColumns,
  order: Uint32Array,
  from: number,
  to: number,
  settings: HealthSettings,
): ClockFigures {
  const { createdAt, timeAt, tripId, id } = columns;
  const figures: ClockFigures = {
    delayMedian: NaN,
    delayWorst: NaN,
    delayWorstAt: noEvent,
    future: 0,
    futureAt: noEvent,
    outOfOrder: 0,
    outOfOrderAt: noEvent,
  };
  const delays = new Float64Array(to - from);
  let n = 0;
  let furthest = 0;
  for (let i = from; i < to; i += 1) {
    const g = order[i] as number;
    const t = timeAt[g] as number;
    const delay = (createdAt[g] as number) - t;
    if (!Number.isNaN(delay)) {
      delays[n++] = delay;
      if (figures.delayWorstAt === noEvent || Math.abs(delay) > Math.abs(figures.delayWorst)) {
        figures.delayWorst = delay;
        figures.delayWorstAt = g;
      }
    }
    if (t > settings.now + futureSlackMs) {
      figures.future += 1;
      if (t - settings.now > furthest) {
        furthest = t - settings.now;
        figures.futureAt = g;
      }
    }
    if (i === from) continue;
    const before = order[i - 1] as number;
    const trip = tripId[g] as number;
    const logged = (id[g] as number) < (id[before] as number);
    if (trip !== 0 && trip === tripId[before] && logged && t - (timeAt[before] as number) > orderSlackMs) {
      figures.outOfOrder += 1;
      if (figures.outOfOrderAt === noEvent) figures.outOfOrderAt = g;
    }
  }
  if (n > 0) figures.delayMedian = median(delays.subarray(0, n));
  return figures;
}

/** The median of `values` (sorted in place). */
export function median(values: Float64Array): number {
  values.sort();
  const mid = values.length >> 1;
  return values.length % 2 === 1
    ? (values[mid] as number)
    : ((values[mid - 1] as number) + (values[mid] as number)) / 2;
}
