import { formatNumber } from '../../../../i18n/format';
import { i18n } from '../../../../i18n/i18n';
import { DescribedError, MalformedResponseError } from '../../../../lib/api-errors';
import type { DayChunk } from './day-chunk';
import { DayParser, type ParseFailure, type ParseReply, type ParseRequest } from './day-parser';
import { Dictionary } from './dictionary';
import { InternPool } from './intern';
import { ParserPool } from './parser-pool';
import type { ReadOptions } from './read-day';

interface Waiting {
  resolve: (chunk: DayChunk) => void;
  reject: (error: Error) => void;
}

const stopped = () =>
  new DescribedError('the events parser stopped', () => i18n.t('filters:read.parserStopped'));

/**
 * The page's side of the events parser. A day's bytes go to a module worker (transferred, not copied) and
 * come back as columns, so a 40 MB response is never a string on the page's thread. With spare cores,
 * helper workers read days at the same time (ParserPool); every day still comes back in the one pool the
 * page mirrors. Where workers cannot run (tests in jsdom, a browser that refuses the worker), the same
 * parser runs here.
 */
export class ParserClient {
  readonly dictionary = new Dictionary();
  private pool: ParserPool | null = null;
  private inline: DayParser | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private seq = 0;

  constructor(createWorker: (() => Worker) | null, helpers = 0) {
    if (!createWorker) {
      this.inline = new DayParser();
      return;
    }
    try {
      this.pool = new ParserPool(createWorker, helpers, {
        reply: (reply) => this.receive(reply),
        lost: (seqs) => seqs.forEach((seq) => this.fail(seq)),
        stopped: (queued) => this.fallBack(queued),
      });
    } catch {
      this.fallBack([]);
    }
  }

  /**
   * Columns of one response; fails with a clear message (in the active language) when it is not JSON or
   * not a list. `what` names the response in that message: the API date it is for.
   */
  parse(bytes: Uint8Array[], options: ReadOptions, what: string): Promise<DayChunk> {
    const request: ParseRequest = { seq: (this.seq += 1), bytes, options };
    return new Promise<DayChunk>((resolve, reject) => {
      this.waiting.set(request.seq, { resolve, reject });
      if (this.pool) this.pool.read(request);
      else this.parseHere(request);
    }).catch((error: unknown) => {
      if (!(error instanceof ParseProblem)) throw error;
      // English for logs; the reader's words (in the language of the moment it is shown) on describe().
      const { failure } = error;
      throw new MalformedResponseError(`events of ${what}: ${failure.problem}`, () =>
        failureText(failure, what),
      );
    });
  }

  /** How many parser workers read days now (0: this thread reads them). */
  get workers(): number {
    return this.pool?.size ?? 0;
  }

  private parseHere(request: ParseRequest): void {
    this.inline ??= new DayParser();
    this.receive(this.inline.parse(request).reply);
  }

  private receive(reply: ParseReply): void {
    this.dictionary.apply(reply.delta);
    const waiting = this.waiting.get(reply.seq);
    this.waiting.delete(reply.seq);
    if (!waiting) return;
    if (reply.outcome.ok) waiting.resolve(reply.outcome.chunk);
    else waiting.reject(new ParseProblem(reply.outcome));
  }

  /** A request lost with its bytes (transferred to a worker that stopped): React Query fetches it again. */
  private fail(seq: number): void {
    this.waiting.get(seq)?.reject(stopped());
    this.waiting.delete(seq);
  }

  /**
   * The workers could not start (or the keeper died): parse here from now on. Days still waiting for a
   * worker have their bytes and are read here; those a worker held are lost.
   */
  private fallBack(queued: ParseRequest[]): void {
    this.pool = null;
    // Days already read keep their codes: the page's parser goes on from the page's copy of the pool.
    this.inline = new DayParser(InternPool.continuing(this.dictionary.strings, this.dictionary.numbers));
    const kept = new Set(queued.map((request) => request.seq));
    for (const seq of [...this.waiting.keys()]) if (!kept.has(seq)) this.fail(seq);
    for (const request of queued) this.parseHere(request);
  }
}

class ParseProblem extends Error {
  constructor(readonly failure: ParseFailure) {
    super(failure.problem);
  }
}

/** Worded when the failure reaches the page, in the language of that moment. */
function failureText(failure: ParseFailure, date: string): string {
  switch (failure.problem) {
    case 'failed':
      return i18n.t('filters:read.dayUnreadable', { date, detail: failure.detail });
    case 'not-json':
      return i18n.t('filters:read.dayNotJson', {
        count: failure.size,
        size: formatNumber(failure.size),
        date,
      });
    case 'not-array':
      return failure.message === undefined
        ? i18n.t('filters:read.dayNotList', { date })
        : i18n.t('filters:read.dayNotListSaying', { date, message: failure.message });
  }
}

/**
 * Helpers besides the keeper: the cores beyond the page's and the keeper's, at most 3. The page's thread
 * renders each day as it arrives: on a 2-core machine a helper took its core and made the load slower
 * (bench/NOTES.md), so there the keeper reads alone.
 */
export const helperCount = (cores: number | undefined): number => Math.min(3, Math.max(0, (cores ?? 2) - 2));

let client: ParserClient | null = null;

/** The page's parsers, started on first use (the worker's code loads then, not with the page). */
export function eventsParser(): ParserClient {
  client ??= new ParserClient(
    typeof Worker === 'undefined'
      ? null
      : () =>
          new Worker(new URL('./parser-worker.ts', import.meta.url), {
            type: 'module',
            name: 'events-parser',
          }),
    helperCount(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
  );
  return client;
}
