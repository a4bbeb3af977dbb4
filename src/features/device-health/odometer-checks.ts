import type { HealthColumns } from './health-columns';
import { noEvent, type OdometerFigures, type HealthSettings } from './health-types';

/** Readings come rounded (to a tenth); a drop within this is rounding, not going backwards (km). */
const roundingKm = 0.15;
/** Distance any reading may run ahead of the time between two events at the speed limit (km). */
const slackKm = 1;
const hourMs = 3_600_000;

/**
 * The odometer of one entity's events (`order[from..to)`, oldest first), reading by reading: going
 * backwards (a reset, a swapped unit), and running further than the speed limit allows in the time between
 * two readings, which no path can explain. Events without a reading are passed over. Found at the event
 * whose reading is wrong; the worst is the largest drop or the largest distance beyond what was possible.
 */
export function odometerChecks(
  columns: HealthColumns,
  order: Uint32Array,
  from: number,
  to: number,
  settings: HealthSettings,
): OdometerFigures {
  const { odometer, timeAt } = columns;
  const figures: OdometerFigures = {
    odometerBack: 0,
    worstDropKm: 0,
    odometerBackAt: noEvent,
    odometerJumps: 0,
    worstOdometerJumpKm: 0,
    odometerJumpAt: noEvent,
  };
  let last = noEvent;
  for (let i = from; i < to; i += 1) {
    const g = order[i] as number;
    const reading = odometer[g] as number;
    if (!Number.isFinite(reading)) continue;
    if (last !== noEvent) {
      const run = reading - (odometer[last] as number);
      const hours = Math.max(0, (timeAt[g] as number) - (timeAt[last] as number)) / hourMs;
      const beyond = run - settings.speedLimitKmh * hours - slackKm;
      if (run < -roundingKm) {
        figures.odometerBack += 1;
        if (-run > figures.worstDropKm) {
          figures.worstDropKm = -run;
          figures.odometerBackAt = g;
        }
      } else if (beyond > 0) {
        figures.odometerJumps += 1;
        if (run > figures.worstOdometerJumpKm) {
          figures.worstOdometerJumpKm = run;
          figures.odometerJumpAt = g;
        }
      }
    }
    last = g;
  }
  return figures;
}
