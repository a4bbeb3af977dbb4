/**
 * Test doubles for the events parser's workers (tests only): each runs the real worker's role in this
 * process and answers later, by the timers (fake ones, where a test sets them).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { DescribedError } from '../lib/api-errors';
import type { DayChunk } from '../features/event-data/reader/day-chunk';
import { eventOf } from '../features/event-data/reader/event-object';
import { ParserClient } from '../features/event-data/reader/parser-client';
import { ParserRole, type ParserMessage, type ParserNotice } from '../features/event-data/reader/parser-role';

/** A worker run in this process: the same role code the real worker runs, with messages sent later. */
export class InProcessWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly days: number[] = [];
  terminated = false;
  private readonly role = new ParserRole((notice) => setTimeout(() => this.deliver(notice)));

  postMessage(message: ParserMessage): void {
    if ('seq' in message) this.days.push(message.seq);
    setTimeout(() => this.role.receive(message));
  }

  terminate(): void {
    this.terminated = true;
  }

  protected deliver(notice: ParserNotice): void {
    this.onmessage?.({ data: notice } as MessageEvent);
  }
}

/** A worker whose script never loads: it reports an error on the first day it is given. */
export class BrokenWorker extends InProcessWorker {
  override postMessage(message: ParserMessage): void {
    if (!('seq' in message)) return;
    this.days.push(message.seq);
    setTimeout(() => this.onerror?.(new Event('error')));
  }
}

/** A worker on a busy core (or a long day): it starts each day `delay` ms late. */
export class SlowWorker extends InProcessWorker {
  constructor(private readonly delay = 100) {
    super();
  }

  override postMessage(message: ParserMessage): void {
    if (!('seq' in message)) return super.postMessage(message);
    setTimeout(() => super.postMessage(message), this.delay);
  }
}

/** A worker that never comes back from its `stuckAt`th day (1: the first), as in a parse without end. */
export class StuckWorker extends InProcessWorker {
  private given = 0;

  constructor(private readonly stuckAt = 1) {
    super();
  }

  override postMessage(message: ParserMessage): void {
    if ('seq' in message && (this.given += 1) >= this.stuckAt) this.days.push(message.seq);
    else super.postMessage(message);
  }
}

/** A keeper whose `badAt`th day comes with a delta that does not follow on from the one before. */
export class MisnumberingWorker extends InProcessWorker {
  private replies = 0;

  constructor(private readonly badAt = 1) {
    super();
  }

  protected override deliver(notice: ParserNotice): void {
    if ('delta' in notice && (this.replies += 1) === this.badAt)
      notice = { ...notice, delta: { ...notice.delta, stringBase: notice.delta.stringBase + 1 } };
    super.deliver(notice);
  }
}

/** A MessagePort whose messages arrive by the timers, so fake timers run helpers and keeper alike. */
class TimedPort {
  onmessage: ((event: MessageEvent) => void) | null = null;
  other: TimedPort | null = null;

  postMessage(data: unknown): void {
    setTimeout(() => this.other?.onmessage?.({ data } as MessageEvent));
  }
}

export class TimedChannel {
  readonly port1 = new TimedPort();
  readonly port2 = new TimedPort();

  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

/** Workers made in the order the client asks for them, each of the kind `next` gives for its place. */
export function workerFactory(next: (made: number) => InProcessWorker) {
  const made: InProcessWorker[] = [];
  const create = () => {
    const worker = next(made.length);
    made.push(worker);
    return worker as unknown as Worker;
  };
  return { made, create };
}

/** The events' JSON as a response's body, in three chunks as a network might cut it. */
export function bytesOf(events: unknown[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(JSON.stringify(events));
  const third = Math.floor(bytes.length / 3);
  return [bytes.subarray(0, third), bytes.subarray(third, 2 * third), bytes.subarray(2 * third)];
}

/** Days that share some strings and ids and not others, so each helper's pool differs from the keeper's. */
export function day(n: number): unknown[] {
  return Array.from({ length: 40 }, (_, i) => ({
    id: n * 1000 + i,
    type: ['ignition', 'driver', `type-${n}`][i % 3],
    timeAt: 1_763_600_000_000 + n * 86_400_000 + i * 60_000,
    action: i % 2 ? 'ON' : `act-${n}-${i % 5}`,
    vehicleId: 800 + ((i + n) % 7),
    deviceId: 900 + n,
    companyId: 4001,
    tripId: n * 100 + (i % 4),
    location: `${i % 9} ${['Oxford', 'Élan', 'zeta', 'Äpfel'][n % 4]} St`,
    origin: 'device',
    createdAt: '2025-11-20T11:53:21.123+11:00',
    attributes: { [`key-${n}`]: String(i), status: i % 3 ? 'OK' : 'LOW' },
    ...(i === 3 ? { extraField: n } : {}),
    ...(i === 4 ? { odometer: 'not a number' } : {}),
  }));
}

export const eventsOf = (chunk: DayChunk, client: ParserClient) =>
  Array.from({ length: chunk.count }, (_, row) => eventOf(chunk, row, client.dictionary));

/** A day's outcome, looked at once the fake timers have run the workers. */
export function watch(promise: Promise<DayChunk>) {
  const seen: { chunk?: DayChunk; error?: DescribedError } = {};
  promise.then(
    (chunk) => (seen.chunk = chunk),
    (error: DescribedError) => (seen.error = error),
  );
  return seen;
}

/** Day `n` of `day`, for the API date 2025-11-2n. */
export const read = (client: ParserClient, n: number) =>
  watch(client.parse(bytesOf(day(n)), { timeUnit: 'ms' }, `2025-11-2${n}`));

/** Day `n`'s events as the page's own parser reads them after the days `before`. */
export async function alone(n: number, before: number[]) {
  const client = new ParserClient(null);
  for (const m of before) await client.parse(bytesOf(day(m)), { timeUnit: 'ms' }, 'before');
  return eventsOf(await client.parse(bytesOf(day(n)), { timeUnit: 'ms' }, 'day'), client);
}

/** Fake timers for the file's tests, and message channels that deliver by them (`TimedChannel`). */
export function onFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MessageChannel', TimedChannel);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
