import { distanceKm } from '../../lib/geo';
import { gpsStates } from '../event-data';
import type { HealthColumns } from './health-columns';
import { noEvent, type GpsFigures, type HealthSettings } from './health-types';

/** Closer to 0,0 than this (degrees, about 10 m) is the null island fix of a receiver with nothing. */
const nearZero = 1e-4;
/** A move shorter than this (km) is never a jump: two close fixes a second apart are receiver noise. */
const minJumpKm = 1;
const hourMs = 3_600_000;

/**
 * The fixes of one entity's events (`order[from..to)`, oldest first): events without a valid fix, valid
 * fixes at 0,0, and moves between consecutive valid fixes faster than the speed limit. A move is timed by
 * the fixes' own times where both have one, else by the events'. A jump is found at the event it lands on.
 */
export function gpsChecks(
  columns: HealthColumns,
  order: Uint32Array,
  from: number,
  to: number,
  settings: HealthSettings,
): GpsFigures {
  const { gps, lat, lng, gpsAt, timeAt } = columns;
  const figures: GpsFigures = {
    noFix: 0,
    noFixAt: noEvent,
    zeroFixes: 0,
    zeroFixAt: noEvent,
    gpsJumps: 0,
    worstJumpKmh: 0,
    gpsJumpAt: noEvent,
  };
  let last = noEvent;
  for (let i = from; i < to; i += 1) {
    const g = order[i] as number;
    if (gps[g] !== gpsStates.valid) {
      figures.noFix += 1;
      if (figures.noFixAt === noEvent) figures.noFixAt = g;
      continue;
    }
    const y = lat[g] as number;
    const x = lng[g] as number;
    if (Math.abs(y) < nearZero && Math.abs(x) < nearZero) {
      figures.zeroFixes += 1;
      if (figures.zeroFixAt === noEvent) figures.zeroFixAt = g;
      continue;
    }
    if (last !== noEvent) {
      const km = distanceKm(lng[last] as number, lat[last] as number, x, y);
      const fixTimes = !Number.isNaN(gpsAt[g]) && !Number.isNaN(gpsAt[last]);
      const ms = fixTimes
        ? (gpsAt[g] as number) - (gpsAt[last] as number)
        : (timeAt[g] as number) - (timeAt[last] as number);
      const kmh = ms > 0 ? km / (ms / hourMs) : Infinity;
      if (km >= minJumpKm && kmh > settings.speedLimitKmh) {
        figures.gpsJumps += 1;
        if (kmh > figures.worstJumpKmh || figures.gpsJumpAt === noEvent) {
          figures.worstJumpKmh = kmh;
          figures.gpsJumpAt = g;
        }
      }
    }
    last = g;
  }
  return figures;
}
