import { formatNumber } from '../../../../i18n/format';
import { i18n } from '../../../../i18n/i18n';
import { DescribedError, MalformedResponseError } from '../../../../lib/api-errors';
import type { DayChunk } from './day-chunk';
import { DayParser, type ParseFailure, type ParseReply, type ParseRequest } from './day-parser';
import { Dictionary } from './dictionary';
import { InternPool } from './intern';
import type { ReadOptions } from './read-day';

interface Waiting {
  resolve: (chunk: DayChunk) => void;
  reject: (error: Error) => void;
  request: ParseRequest;
}

/**
 * The page's side of the events parser. A day's bytes go to a module worker (transferred, not copied) and
 * come back as columns, so a 40 MB response is never a string on the page's thread. Where workers cannot
 * run (tests in jsdom, a browser that refuses the worker), the same parser runs here instead.
 */
export class ParserClient {
  readonly dictionary = new Dictionary();
  private worker: Worker | null = null;
  private inline: DayParser | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private seq = 0;

  constructor(createWorker: (() => Worker) | null) {
    if (!createWorker) {
      this.inline = new DayParser();
      return;
    }
    try {
      this.worker = createWorker();
      this.worker.onmessage = (event: MessageEvent<ParseReply>) => this.receive(event.data);
      this.worker.onerror = () => this.fallBack();
    } catch {
      this.fallBack();
    }
  }

  /**
   * Columns of one response; fails with a clear message (in the active language) when it is not JSON or
   * not a list. `what` names the response in that message: the API date it is for.
   */
  parse(bytes: ArrayBuffer, options: ReadOptions, what: string): Promise<DayChunk> {
    const request: ParseRequest = { seq: (this.seq += 1), bytes, options };
    return new Promise<DayChunk>((resolve, reject) => {
      this.waiting.set(request.seq, {
        resolve,
        reject: (error) => reject(error),
        request,
      });
      if (this.worker) this.worker.postMessage(request, [bytes]);
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

  /**
   * The worker could not start (or died): parse here from now on. Requests it held are lost with their
   * bytes (transferred away), so they fail and React Query fetches them again.
   */
  private fallBack(): void {
    this.worker?.terminate();
    this.worker = null;
    // Days already read keep their codes: the page's parser goes on from the page's copy of the pool.
    this.inline = new DayParser(InternPool.continuing(this.dictionary.strings, this.dictionary.numbers));
    for (const [seq, waiting] of this.waiting) {
      this.waiting.delete(seq);
      waiting.reject(
        new DescribedError('the events parser stopped', () => i18n.t('filters:read.parserStopped')),
      );
    }
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
      return i18n.t('filters:read.dayNotList', { date });
  }
}

let client: ParserClient | null = null;

/** The page's one parser, started on first use (the worker's code loads then, not with the page). */
export function eventsParser(): ParserClient {
  client ??= new ParserClient(
    typeof Worker === 'undefined'
      ? null
      : () =>
          new Worker(new URL('./parser-worker.ts', import.meta.url), {
            type: 'module',
            name: 'events-parser',
          }),
  );
  return client;
}
