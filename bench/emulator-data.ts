// npm run bench:data: what the emulator pays to generate a benchmark week in one region (time, memory),
// as the bench's emulator does on its first 7-day request. Not a budget check: the figures go in the notes.
import { addDays, dateStringOf } from '../src/lib/time-zones.ts';
import { createDayStore } from '../emulator/fleet-data/day-store.ts';
import { regionById } from '../emulator/region-list.ts';

const vehicles = Number(process.env.EMULATOR_VEHICLES ?? 3900);
const regionId = process.env.BENCH_REGION ?? 'au';
const region = regionById(regionId);
if (!region) throw new Error(`No region ${regionId}`);

const mb = (bytes: number) => Math.round(bytes / 1_048_576);
// With the bench's around-the-clock vehicle unless EMULATOR_DENSE_VEHICLES=0.
const store = createDayStore({
  seed: process.env.EMULATOR_SEED ?? 'fleet-events',
  vehicles,
  denseVehicles: Number(process.env.EMULATOR_DENSE_VEHICLES ?? 1),
});
const first = addDays(dateStringOf(Date.now(), region.zone), -8);
const before = process.memoryUsage();
const started = performance.now();
let events = 0;
const perDay: string[] = [];
for (let i = 0; i < 7; i += 1) {
  const dayStarted = performance.now();
  const count = store.day(region, addDays(first, i)).length;
  events += count;
  perDay.push(`${addDays(first, i)}: ${count} events, ${Math.round(performance.now() - dayStarted)} ms`);
}
const elapsed = performance.now() - started;
globalThis.gc?.();
const after = process.memoryUsage();
console.log(perDay.join('\n'));
console.log(
  `${region.id}, ${vehicles} vehicles, 7 days from ${first}: ${events} events in ${(elapsed / 1000).toFixed(1)} s; ` +
    `heap ${mb(after.heapUsed - before.heapUsed)} MB more (${mb(after.heapUsed)} MB), rss ${mb(after.rss)} MB`,
);
