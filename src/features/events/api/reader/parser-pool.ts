import { buffersOf } from '../../../../lib/read-body';
import type { ParseReply, ParseRequest } from './day-parser';
import type { ParserLink, ParserNotice } from './parser-role';

/** A parser worker, and the day (its request's seq) it reads now. */
interface Parser {
  worker: Worker;
  reading: number | null;
}

export interface PoolListener {
  /** Every parsed day, from the keeper, in the order of the pool deltas. */
  reply(reply: ParseReply): void;
  /** Days lost with a helper that stopped (their bytes went with them). */
  lost(seqs: number[]): void;
  /** The keeper stopped: nothing more is read by workers; `queued` still hold their bytes. */
  stopped(queued: ParseRequest[]): void;
}

/**
 * The page's parser workers: a keeper and `helpers` helpers (see ParserRole). Days wait here and each goes
 * to the first parser that is free (the keeper first), one at a time, so a parser that drew a short day
 * takes the next instead of idling behind a long one. A helper tells the page when it is done with a day;
 * the day itself reaches the page through the keeper.
 */
export class ParserPool {
  private parsers: Parser[] = [];
  private readonly queue: ParseRequest[] = [];

  constructor(
    createWorker: () => Worker,
    helpers: number,
    private readonly listener: PoolListener,
  ) {
    const keeper: Parser = { worker: createWorker(), reading: null };
    keeper.worker.onmessage = (event: MessageEvent<ParseReply>) => {
      if (event.data.seq === keeper.reading) keeper.reading = null;
      listener.reply(event.data);
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

  private dispatch(): void {
    for (const parser of this.parsers) {
      if (parser.reading !== null) continue;
      const request = this.queue.shift();
      if (!request) return;
      parser.reading = request.seq;
      parser.worker.postMessage(request, buffersOf(request.bytes));
    }
  }

  private addHelper(createWorker: () => Worker, keeper: Worker): void {
    try {
      const helper: Parser = { worker: createWorker(), reading: null };
      const channel = new MessageChannel();
      helper.worker.onmessage = (event: MessageEvent<ParserNotice>) => {
        if ('done' in event.data && event.data.done === helper.reading) helper.reading = null;
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
    helper.worker.terminate();
    this.parsers = this.parsers.filter((parser) => parser !== helper);
    if (helper.reading !== null) this.listener.lost([helper.reading]);
    this.dispatch();
  }

  /** The keeper could not start (or died): every worker stops. */
  private stop(): void {
    for (const parser of this.parsers) parser.worker.terminate();
    this.parsers = [];
    this.listener.stopped(this.queue.splice(0));
  }
}
