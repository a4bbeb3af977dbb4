// npm run bench:parse: the events parser (the worker's code, run in Node) over one region's benchmark week as
// the emulator writes it: day by day on this thread against JSON.parse of the same bytes (profile it with
// `node --cpu-prof --import tsx bench/parse-week.ts`), then the whole week read by 1, 2, ... parser threads
// (PARSE_THREADS, default 1,2) as the page's keeper and helpers read it, where nothing else wants the cores.
// Not a budget check: the bench measures the page.
import { addDays, dateStringOf } from '../src/lib/time-zones.ts';
import { createDayStore } from '../emulator/fleet-data/day-store.ts';
import { regionById } from '../emulator/region-list.ts';
import { Worker as NodeWorker } from 'node:worker_threads';
import { DayParser, type ParseReply } from '../src/features/event-data/reader/day-parser.ts';
import { defaultNewStringsPerResponse } from '../src/features/event-data/reader/parser-settings.ts';
import { ParserWorkers } from '../src/features/event-data/reader/parser-workers.ts';

function fail(message: string): never {
  throw new Error(message);
}

const vehicles = Number(process.env.EMULATOR_VEHICLES ?? 780);
const rounds = Number(process.env.PARSE_ROUNDS ?? 3);
const region = regionById(process.env.BENCH_REGION ?? 'au') ?? fail('no such region');
const store = createDayStore({ seed: 'fleet-events', vehicles, denseVehicles: 1 });
const first = addDays(dateStringOf(Date.now(), region.zone), -8);
const encoder = new TextEncoder();
const days = Array.from({ length: 7 }, (_, i) =>
  encoder.encode(JSON.stringify(store.day(region, addDays(first, i)))),
);
const mb = days.reduce((sum, d) => sum + d.byteLength, 0) / 1_048_576;
console.log(`${vehicles} vehicles, 7 days, ${mb.toFixed(1)} MB`);

for (let round = 0; round < rounds; round += 1) {
  const parser = new DayParser();
  let bare = 0;
  let ours = 0;
  let events = 0;
  let strings = 0;
  const perDay: number[] = [];
  for (const day of days) {
    const t0 = performance.now();
    JSON.parse(new TextDecoder().decode(day));
    const t1 = performance.now();
    const { reply } = parser.parse({ seq: 1, bytes: [day.slice()], options: { timeUnit: 'ms' } });
    const t2 = performance.now();
    bare += t1 - t0;
    ours += t2 - t1;
    perDay.push(Math.round(t2 - t1));
    if (reply.outcome.ok) events += reply.outcome.chunk.count;
    strings += reply.delta.strings.length;
  }
  console.log(
    `round ${round + 1}: ${events} events; parser ${Math.round(ours)} ms (${perDay.join(', ')}), ` +
      `JSON.parse ${Math.round(bare)} ms, ratio ${(ours / bare).toFixed(2)}; ${strings} strings pooled`,
  );
}

/** A Node worker thread running the parser's role, as the page's Worker (what ParserWorkers drives). */
function parserThread(): Worker {
  // Node's workers take no .ts file: each registers tsx's loader, then imports the role's module.
  const script = new URL('./parse-worker-node.ts', import.meta.url).href;
  const thread = new NodeWorker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
    { eval: true },
  );
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: Event) => void) | null,
    postMessage: (message: unknown, transfer: Transferable[]) =>
      thread.postMessage(message, transfer as unknown as ArrayBuffer[]),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data: unknown) => worker.onmessage?.({ data } as MessageEvent));
  thread.on('error', (error) => {
    console.error(error);
    worker.onerror?.(new Event('error'));
  });
  return worker as unknown as Worker;
}

/** The week through ParserWorkers with `threads` parser threads (a keeper and helpers), as the page reads it. */
async function withWorkers(threads: number): Promise<number> {
  const threadsMade: Worker[] = [];
  let resolveReply: (seq: number) => void = () => {};
  const workers = new ParserWorkers(
    () => {
      const worker = parserThread();
      threadsMade.push(worker);
      return worker;
    },
    threads - 1,
    {
      reply: (reply: ParseReply) => resolveReply(reply.seq),
      lost: () => {
        throw new Error('a parser thread stopped');
      },
      stopped: () => {
        throw new Error('the keeper stopped');
      },
      overdue: () => {
        throw new Error('a day ran past the time limit');
      },
    },
    // The page's defaults, with no time limit worth the name: a bench day may take what it takes.
    { newStringsPerResponse: defaultNewStringsPerResponse, seed: null, timeLimitMs: 3_600_000 },
  );
  let seq = 0;
  const read = (batch: Uint8Array[]) =>
    new Promise<void>((resolve) => {
      let left = batch.length;
      resolveReply = () => {
        left -= 1;
        if (left === 0) resolve();
      };
      for (const day of batch) {
        seq += 1;
        workers.read({ seq, bytes: [day.slice()], options: { timeUnit: 'ms' } });
      }
    });
  // Each thread's first day pays for its module's loading and compiling: warm every thread on a small day.
  const small = encoder.encode(JSON.stringify(store.day(region, first).slice(0, 500)));
  await read(threadsMade.map(() => small));
  const started = performance.now();
  await read(days);
  const elapsed = performance.now() - started;
  threadsMade.forEach((worker) => worker.terminate());
  return elapsed;
}

for (const threads of (process.env.PARSE_THREADS ?? '1,2').split(',').map(Number)) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) times.push(Math.round(await withWorkers(threads)));
  console.log(`${threads} parser thread${threads === 1 ? '' : 's'}: the week in ${times.join(', ')} ms`);
}
