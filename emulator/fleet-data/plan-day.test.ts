import { describe, expect, it } from 'vitest';
import { roadNetworkOf } from '../geography/road-network.ts';
import { regions } from '../region-list.ts';
import { fleetOf } from './fleet.ts';
import { dateOfDayNumber } from './generate-day.ts';
import { planDay, planTolerance } from './plan-day.ts';
import { createRandom, seedOf } from './random.ts';
import { cycleDays, weekdayOf } from './roster.ts';

// The odometer is scaled from the plan's road distance to the roster's km for the day, so that each day
// ends where the next begins. A plan far from its roster would put the odometer far from the fixes, on
// whichever dates that cycle day falls: every day of a whole cycle is checked, for every vehicle.
describe.each(regions.map((region) => [region.id, region] as const))('the plans in %s', (_id, region) => {
  it('come within 2 % of the roster’s km on every working day of a cycle', () => {
    const off: string[] = [];
    const firstDay = 2520; // any day: the roster repeats every cycleDays
    for (const vehicle of fleetOf(region, 40, 'plans')) {
      const network = roadNetworkOf(vehicle.home);
      for (let day = firstDay; day < firstDay + cycleDays; day += 1) {
        const target = vehicle.roster.km[day % cycleDays] ?? 0;
        if (target <= 0) continue;
        const date = dateOfDayNumber(day);
        const weekday = weekdayOf(day);
        const random = createRandom(seedOf('plans', region.id, vehicle.vehicleId, date));
        const plan = planDay(random, network, vehicle.depot, target, weekday === 0 || weekday === 6);
        if (Math.abs(plan.km - target) / target > planTolerance)
          off.push(`${vehicle.vehicleId} on ${date}: ${plan.km.toFixed(1)} km for ${target} km`);
      }
    }
    expect(off).toEqual([]);
  });
});
