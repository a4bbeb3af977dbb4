import { MalformedResponseError } from '../../../../lib/api-errors';
import type { DayChunk } from './day-chunk';
import { DayParser, type ParseProblemKind, type ParseReply, type ParseRequest } from './day-parser';
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

  /** Columns of one response; fails with a clear message when it is not JSON or not a list. */
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
      if (error.problem === 'failed')
        throw new MalformedResponseError(`The events of ${what} could not be read: ${error.detail}`);
      throw new MalformedResponseError(
        error.problem === 'not-json'
          ? `The API sent a response that is not JSON (${error.detail}) for ${what}.`
          : `The API sent something other than a list of events for ${what}.`,
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
    else waiting.reject(new ParseProblem(reply.outcome.problem, reply.outcome.detail));
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
      waiting.reject(new Error('The events parser stopped; loading again.'));
    }
  }
}

class ParseProblem extends Error {
  constructor(
    readonly problem: ParseProblemKind,
    readonly detail: string,
  ) {
    super(problem);
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
