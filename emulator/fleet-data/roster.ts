import type { RoadNetwork } from '../geography/road-network.ts';
import { drivableKm } from './plan-day.ts';
import type { Random } from './random.ts';

/**
 * A vehicle's four-week roster: for each day of the cycle, the km it drives and the engine hours that takes
 * (0 on a day off). Because the cycle repeats, the odometer and engine hours at the start of any day are a
 * sum known without generating the days before it, and each day ends exactly where the next one starts.
 */
export interface Roster {
  km: number[];
  hours: number[];
  odometerAt(day: number): number;
  engineHoursAt(day: number): number;
}

export const cycleDays = 28;
/** 2020-01-01, day 0 of the data, was a Wednesday. */
export const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

/** Share of vehicles that work on each weekday, Sunday first: weekends are lighter. */
const working = [0.15, 0.93, 0.93, 0.93, 0.93, 0.93, 0.4];

export function rosterOf(random: Random, network: RoadNetwork, depot: number, odometerBase: number): Roster {
  // A typical trip from this yard: the mean road distance to every other junction.
  const others = network.junctions.length - 1;
  const typicalKm =
    others > 0 ? network.junctions.reduce((sum, _, j) => sum + network.km(depot, j), 0) / others : 10;
  const km: number[] = [];
  const hours: number[] = [];
  for (let day = 0; day < cycleDays; day += 1) {
    const weekday = weekdayOf(day);
    const works = random.chance(working[weekday] ?? 0);
    const weekend = weekday === 0 || weekday === 6;
    const wantedKm = works ? typicalKm * (weekend ? 1 + random.next() * 0.8 : 2.2 + random.next() * 1.4) : 0;
    const dayKm = works ? drivableKm(network, depot, wantedKm) : 0;
    km.push(dayKm);
    // Engine time: driving at a city average of about 35 km/h, plus the engine running at stops.
    hours.push(works ? Math.round((wantedKm / 35 + 0.4 + random.next() * 0.4) * 100) / 100 : 0);
  }
  return rosterFrom(km, hours, odometerBase);
}

/** A roster of the given km and engine hours for each day of the cycle, from an odometer reading at day 0. */
export function rosterFrom(km: number[], hours: number[], odometerBase: number): Roster {
  const sums = (values: number[]) =>
    values.reduce<number[]>((acc, v) => [...acc, (acc.at(-1) ?? 0) + v], [0]);
  const kmBefore = sums(km);
  const hoursBefore = sums(hours);
  const at = (before: number[], base: number) => (day: number) => {
    const cycle = Math.floor(day / cycleDays);
    return base + cycle * (before[cycleDays] ?? 0) + (before[day - cycle * cycleDays] ?? 0);
  };
  return {
    km,
    hours,
    odometerAt: at(kmBefore, odometerBase),
    engineHoursAt: at(hoursBefore, Math.round(odometerBase / 38)),
  };
}
