// npm run bench:parse-limits: a day holding one hostile event (200,000 fields of numbers or of small objects,
// a value of 20 MB, an array of a million numbers, every event with an attribute key of its own) against a
// plain day of the same size in bytes, both read by the events parser (the worker's code, on this thread).
// The reader's limits (read-limits.ts, wide-items.ts) hold when each hostile day reads within 2× its plain
// day; exits non-zero when one does not. Medians of PARSE_ROUNDS (default 5) rounds, alternating plain and
// hostile; JSON.parse of each for scale.
import { DayParser } from '../src/features/event-data/reader/day-parser.ts';

const rounds = Number(process.env.PARSE_ROUNDS ?? 5);
const budget = 2;
const encoder = new TextEncoder();

const event = (i: number): Record<string, unknown> => ({
  id: i + 1,
  companyId: 4001,
  deviceId: 900 + (i % 50),
  vehicleId: 800 + (i % 50),
  tripId: 10_000 + Math.floor(i / 40),
  type: i % 3 === 0 ? 'driver' : 'ignition',
  action: i % 3 === 0 ? 'Work' : 'ON',
  location: `${(i * 7) % 400} Oxford St, Sydney NSW`,
  timeAt: 1_763_600_000_000 + i * 4_000,
  createdAt: new Date(1_763_600_000_500 + i * 4_000).toISOString(),
  odometer: 31_363.05 + i,
  origin: 'device',
  attributes: { seq: String(i), status: 'OK' },
  GPS: { valid: true, Lat: -33.87 + i / 1e5, Lng: 151.21 + i / 1e5, At: 1_763_600_000_000 + i * 4_000 },
});

/** Plain events up to `bytes` of JSON. */
function plainDay(bytes: number, from = 0): Record<string, unknown>[] {
  const perEvent = JSON.stringify(Array.from({ length: 1000 }, (_, i) => event(from + i))).length / 1000;
  return Array.from({ length: Math.max(1, Math.round(bytes / perEvent)) }, (_, i) => event(from + i));
}

/** A hostile event or day, padded with plain events to 2 MB at least; its plain day is as many bytes. */
const hostile: Record<string, () => Record<string, unknown>[]> = {
  '200,000 fields': () => {
    const wide: Record<string, unknown> = event(1_000_000);
    for (let i = 0; i < 200_000; i += 1) wide[`sensor${i}`] = i;
    return [wide, ...plainDay(2_000_000)];
  },
  '200,000 fields of small objects': () => {
    const wide: Record<string, unknown> = event(1_000_000);
    for (let i = 0; i < 200_000; i += 1) wide[`sensor${i}`] = { v: i };
    return [wide, ...plainDay(2_000_000)];
  },
  'a value of 20 MB': () => [
    { ...event(1_000_000), location: 'x'.repeat(20_000_000) },
    ...plainDay(2_000_000),
  ],
  'a million numbers': () => [
    { ...event(1_000_000), readings: Array.from({ length: 1_000_000 }, (_, i) => i) },
    ...plainDay(2_000_000),
  ],
  'a key of its own each (20,000 events)': () =>
    Array.from({ length: 20_000 }, (_, i) => ({ ...event(i), attributes: { [`own key ${i}`]: String(i) } })),
};

function timeParse(bytes: Uint8Array): { parser: number; json: number } {
  const parser = new DayParser();
  const t0 = performance.now();
  JSON.parse(new TextDecoder().decode(bytes));
  const t1 = performance.now();
  const { reply } = parser.parse({ seq: 1, bytes: [bytes.slice()], options: { timeUnit: 'ms' } });
  const t2 = performance.now();
  if (!reply.outcome.ok) throw new Error(`not read: ${reply.outcome.problem}`);
  return { parser: t2 - t1, json: t1 - t0 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

let failed = false;
for (const [name, make] of Object.entries(hostile)) {
  const odd = encoder.encode(JSON.stringify(make()));
  const plain = encoder.encode(JSON.stringify(plainDay(odd.byteLength, 2_000_000)));
  const times = {
    odd: [] as number[],
    plain: [] as number[],
    oddJson: [] as number[],
    plainJson: [] as number[],
  };
  for (let round = 0; round < rounds; round += 1) {
    const p = timeParse(plain);
    const o = timeParse(odd);
    times.plain.push(p.parser);
    times.plainJson.push(p.json);
    times.odd.push(o.parser);
    times.oddJson.push(o.json);
  }
  const ratio = median(times.odd) / median(times.plain);
  failed ||= ratio > budget;
  console.log(
    `${name}: ${(odd.byteLength / 1_048_576).toFixed(1)} MB (plain ${(plain.byteLength / 1_048_576).toFixed(1)} MB); ` +
      `parser ${Math.round(median(times.odd))} ms against ${Math.round(median(times.plain))} ms plain, ` +
      `ratio ${ratio.toFixed(2)} (budget ${budget}); JSON.parse ${Math.round(median(times.oddJson))} / ` +
      `${Math.round(median(times.plainJson))} ms`,
  );
}
if (failed) process.exitCode = 1;
