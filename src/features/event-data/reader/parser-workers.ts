import { buffersOf } from '../../../lib/read-body';
import type { ParseReply, ParseRequest } from './day-parser';
import type { ParserLink, ParserMessage, ParserNotice, PoolSeed } from './parser-role';

/** A parser worker, the day (its request's seq) it reads now, and the watch on that day's time. */
interface Parser {
  worker: Worker;
  reading: number | null;
  /** False until a seeded keeper has taken its seed in: no day waits behind that. */
  ready: boolean;
  watch: ReturnType<typeof setTimeout> | undefined;
}

export interface WorkersListener {
  /** Every parsed day, from the keeper, in the order of the pool deltas. */
  reply(reply: ParseReply): void;
  /** Days lost with a helper that stopped (their bytes went with them). */
  lost(seqs: number[]): void;
  /** The keeper stopped: nothing more is read by workers; `queued` still hold their bytes. */
  stopped(queued: ParseRequest[]): void;
  /** A day still in a worker after the time limit; the pool goes on reading until it is closed. */
  overdue(seq: number): void;
}

export interface WorkersSetup {
  newStringsPerResponse: number;
  /** The page's copy of the pool, for a keeper that replaces one; null for the first. */
  seed: PoolSeed | null;
  /** How long a day may stay in a worker, from when the worker gets it. */
  timeLimitMs: number;
}

/**
 * The page's parser workers: a keeper and `helpers` helpers (see ParserRole). Days wait here and each goes
 * to the first parser that is free (the keeper first), one at a time, so a parser that drew a short day
 * takes the next instead of idling behind a long one. A helper tells the page when it is done with a day;
 * the day itself reaches the page through the keeper. A day's time limit runs from when a worker gets it:
 * the wait in the queue is not its own doing.
 */
export class ParserWorkers {
  private parsers: Parser[] = [];
  private readonly queue: ParseRequest[] = [];
  private closed = false;

  constructor(
    createWorker: () => Worker,
    helpers: number,
    private readonly listener: WorkersListener,
    private readonly setup: WorkersSetup,
  ) {
    const keeper = this.start(createWorker(), setup.seed);
    keeper.worker.onmessage = (event: MessageEvent<ParseReply | { ready: true }>) => {
      if (this.closed) return;
      if ('ready' in event.data) keeper.ready = true;
      else {
        if (event.data.seq === keeper.reading) this.free(keeper);
        listener.reply(event.data);
      }
      this.dispatch();
    };
    keeper.worker.onerror = () => this.stop();
    this.parsers.push(keeper);
    for (let i = 0; i < helpers; i += 1) this.addHelper(createWorker, keeper.worker);
  }

  get size(): number {
    return this.parsers.length;
  }

  read(request: ParseRequest): void {
    this.queue.push(request);
    this.dispatch();
  }

  /** Stops every worker, in the middle of a day or not; the days not yet handed out are returned. */
  close(): ParseRequest[] {
    this.closed = true;
    for (const parser of this.parsers) {
      clearTimeout(parser.watch);
      parser.worker.onmessage = null;
      parser.worker.onerror = null;
      parser.worker.terminate();
    }
    this.parsers = [];
    return this.queue.splice(0);
  }

  private start(worker: Worker, seed: PoolSeed | null): Parser {
    const { newStringsPerResponse } = this.setup;
    // A copy: the page's arrays grow on, and the numbers' buffer is handed over.
    const copy = seed && { strings: seed.strings.slice(), numbers: seed.numbers.slice() };
    worker.postMessage(
      { setup: { newStringsPerResponse, seed: copy } } satisfies ParserMessage,
      copy ? [copy.numbers.buffer] : [],
    );
    return { worker, reading: null, ready: seed === null, watch: undefined };
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const parser of this.parsers) {
      if (parser.reading !== null || !parser.ready) continue;
      const request = this.queue.shift();
      if (!request) return;
      parser.reading = request.seq;
      parser.watch = setTimeout(() => this.listener.overdue(request.seq), this.setup.timeLimitMs);
      parser.worker.postMessage(request, buffersOf(request.bytes));
    }
  }

  private free(parser: Parser): void {
    clearTimeout(parser.watch);
    parser.reading = null;
  }

  private addHelper(createWorker: () => Worker, keeper: Worker): void {
    try {
      const helper = this.start(createWorker(), null);
      const channel = new MessageChannel();
      helper.worker.onmessage = (event: MessageEvent<ParserNotice>) => {
        if (this.closed) return;
        if ('done' in event.data && event.data.done === helper.reading) this.free(helper);
        this.dispatch();
      };
      helper.worker.onerror = () => this.drop(helper);
      keeper.postMessage({ link: 'helper', port: channel.port1 } satisfies ParserLink, [channel.port1]);
      helper.worker.postMessage({ link: 'keeper', port: channel.port2 } satisfies ParserLink, [
        channel.port2,
      ]);
      this.parsers.push(helper);
    } catch {
      // Fewer helpers: the days are read by the parsers there are.
    }
  }

  /** A helper could not start (or died): the others read on. */
  private drop(helper: Parser): void {
    clearTimeout(helper.watch);
    helper.worker.terminate();
    this.parsers = this.parsers.filter((parser) => parser !== helper);
    if (helper.reading !== null) this.listener.lost([helper.reading]);
    this.dispatch();
  }

  /** The keeper could not start (or died): every worker stops. */
  private stop(): void {
    this.listener.stopped(this.close());
  }
}
