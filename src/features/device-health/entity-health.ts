import { clockChecks } from './clock-checks';
import { gpsChecks } from './gps-checks';
import type { HealthColumns } from './health-columns';
import { scoreHealth } from './health-score';
import type { EntityHealth, HealthSettings } from './health-types';
import { odometerChecks } from './odometer-checks';
import { readMarks } from './read-marks';
import { trackChecks } from './track-checks';

/** What the checks need besides the events: the entity, its repeats and when the window ends. */
export interface EntityContext {
  code: number;
  id: number;
  repeats: number;
  windowEnd: number;
}

/** Every check over one entity's events (`order[from..to)`, oldest first, at least one), and its score. */
export function entityHealth(
  columns: HealthColumns,
  order: Uint32Array,
  from: number,
  to: number,
  context: EntityContext,
  settings: HealthSettings,
): EntityHealth {
  const { timeAt } = columns;
  const first = order[from] as number;
  const last = order[to - 1] as number;
  const events = to - from;
  const gps = gpsChecks(columns, order, from, to, settings);
  const lastSeen = timeAt[last] as number;
  const scored = {
    code: context.code,
    id: context.id,
    events,
    firstSeen: timeAt[first] as number,
    lastSeen,
    lastAt: last,
    sinceLast: Math.max(0, Math.min(settings.now, context.windowEnd) - lastSeen),
    ...trackChecks(columns, order, from, to, settings),
    ...gps,
    noFixShare: gps.noFix / events,
    ...odometerChecks(columns, order, from, to, settings),
    ...clockChecks(columns, order, from, to, settings),
    ...readMarks(columns, order, from, to, context.repeats),
  };
  return { ...scored, ...scoreHealth(scored, settings) };
}
