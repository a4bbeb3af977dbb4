import { seedOf } from './random.ts';

/**
 * When a vehicle works. Fleets run shifts: most start early or in the morning, some work the afternoon and
 * into the evening, a few do night runs. Each vehicle keeps one pattern (not drawn from its own random
 * numbers, so the rest of its data is what it was), and each day's start falls in the pattern's window.
 */
export const shiftKinds = ['early', 'day', 'afternoon', 'evening', 'night'] as const;
export type ShiftKind = (typeof shiftKinds)[number];

const hour = 60;
interface ShiftPattern {
  /** Out of 100 vehicles. */
  weight: number;
  /** The shift starts between these local times, minutes after midnight. */
  weekday: readonly [number, number];
  weekend: readonly [number, number];
}

/**
 * A working day lasts one to eight hours (its trips and stops; stops shorten after 21:00), two and a half
 * hours typically. A day that would still run a quarter of an hour before midnight starts earlier by as
 * much (`workingDay`), so every day's events stay on its date; believable-data.test.ts checks every
 * generated day. The one device whose day is sent three hours late (the `silence` fault) works days
 * (`fleetOf`).
 */
export const shiftPatterns: Record<ShiftKind, ShiftPattern> = {
  early: { weight: 25, weekday: [4 * hour + 30, 6 * hour + 30], weekend: [6 * hour, 8 * hour] },
  day: { weight: 30, weekday: [6 * hour + 30, 9 * hour], weekend: [8 * hour, 10 * hour] },
  afternoon: { weight: 22, weekday: [11 * hour, 14 * hour], weekend: [11 * hour, 13 * hour] },
  evening: { weight: 15, weekday: [15 * hour + 30, 18 * hour], weekend: [15 * hour + 30, 17 * hour] },
  night: { weight: 8, weekday: [0 * hour + 30, 2 * hour], weekend: [0 * hour + 30, 2 * hour] },
};

/**
 * The vehicle's pattern: the same for the same region, company and place in its fleet. Places are spread
 * over the patterns by a stride (37 is prime to 100), so even a fleet of 40 has each pattern's share.
 */
export function shiftOf(seed: string, regionId: string, companyId: number, index: number): ShiftKind {
  let slot = (index * 37 + (seedOf(seed, regionId, 'shift', companyId) % 100)) % 100;
  for (const kind of shiftKinds) {
    slot -= shiftPatterns[kind].weight;
    if (slot < 0) return kind;
  }
  return 'day';
}
