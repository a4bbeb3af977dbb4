import { MalformedResponseError } from '../../../lib/api-errors';
import type { DayChunk } from './day-chunk';
import type { DayParser, ParseFailure, ParseReply, ParseRequest } from './day-parser';
import { DayWaits, type Waiting } from './day-waits';
import { Dictionary } from './dictionary';
import { failureText, notTakenIn, stopped, tooSlow } from './parser-errors';
import { ParserWorkers } from './parser-workers';
import { forgetAtSessionEnd } from '../../../lib/session-reset';
import type { PoolSeed } from './parser-role';
import { configuredParserSettings, defaultParserSettings, type ParserSettings } from './parser-settings';
import type { ReadOptions } from './read-day';

/**
 * The page's side of the events parser. A day's bytes go to a module worker (transferred, not copied) and
 * come back as columns, so a 40 MB response is never a string on the page's thread. With spare cores,
 * helper workers read days at the same time (ParserWorkers); every day still comes back in the one pool the
 * page mirrors. Where workers cannot run (tests in jsdom, a browser that refuses the worker), the same
 * parser runs here.
 */
export class ParserClient {
  readonly dictionary = new Dictionary();
  private threads: ParserWorkers | null = null;
  private inline: DayParser | null = null;
  private readonly waiting = new DayWaits();
  private seq = 0;
  private readonly settings: ParserSettings;

  constructor(
    private readonly createWorker: (() => Worker) | null,
    private readonly helpers = 0,
    settings: Partial<ParserSettings> = {},
  ) {
    this.settings = { ...defaultParserSettings, ...settings };
    this.startWorkers(null);
  }

  /**
   * Columns of one response; fails with a clear message (in the active language) when it is not JSON or
   * not a list. `what` names the response in that message: the API date it is for.
   */
  parse(bytes: Uint8Array[], options: ReadOptions, what: string): Promise<DayChunk> {
    const request: ParseRequest = { seq: (this.seq += 1), bytes, options };
    return new Promise<DayChunk>((resolve, reject) => {
      this.waiting.add(request.seq, { resolve, reject, what });
      this.read(request);
    }).catch((error: unknown) => {
      if (!(error instanceof ParseProblem)) throw error;
      // English for logs; the reader's words (in the language of the moment it is shown) on describe().
      const { failure } = error;
      throw new MalformedResponseError(`events of ${what}: ${failure.problem}`, () =>
        failureText(failure, what),
      );
    });
  }

  /** Stops the workers; days still being read fail (a query still wanting them asks again). */
  close(): void {
    this.threads?.close();
    this.threads = null;
    this.inline = null;
    this.waiting.failAllBut([], stopped);
  }

  /** How many parser workers read days now (0: this thread reads them). */
  get workers(): number {
    return this.threads?.size ?? 0;
  }

  private read(request: ParseRequest): void {
    if (this.threads) this.threads.read(request);
    else this.parseHere(request);
  }

  private startWorkers(seed: PoolSeed | null): void {
    if (!this.createWorker) return;
    const { newStringsPerResponse, timeLimitSeconds } = this.settings;
    const listener = {
      reply: (reply: ParseReply) => this.receive(reply),
      lost: (seqs: number[]) => seqs.forEach((seq) => this.fail(seq)),
      stopped: (queued: ParseRequest[]) => this.fallBack(queued),
      overdue: (seq: number) => this.overdue(seq),
    };
    const setup = { newStringsPerResponse, seed, timeLimitMs: timeLimitSeconds * 1000 };
    try {
      this.threads = new ParserWorkers(this.createWorker, this.helpers, listener, setup);
    } catch {
      this.threads = null;
    }
  }

  /**
   * The reader's code loads on the first day read here (workers read for the page almost always), in the
   * order the days came: one module promise, so its callbacks run in that order.
   */
  private parseHere(request: ParseRequest): void {
    void loadDayParser().then(
      (Parser) => {
        if (!this.waiting.has(request.seq)) return; // closed meanwhile
        this.inline ??= this.parserHere(Parser);
        let reply: ParseReply;
        try {
          reply = this.inline.parse(request).reply;
        } catch (error) {
          return this.refuse(this.waiting.take(request.seq), error);
        }
        this.receive(reply);
      },
      (error: unknown) => {
        const waiting = this.waiting.take(request.seq);
        waiting?.reject(notTakenIn(waiting.what, error));
      },
    );
  }

  private receive(reply: ParseReply): void {
    const waiting = this.waiting.take(reply.seq);
    try {
      this.dictionary.apply(reply.delta);
      if (!waiting) return;
      if (reply.outcome.ok) waiting.resolve(reply.outcome.chunk);
      else waiting.reject(new ParseProblem(reply.outcome));
    } catch (error) {
      this.refuse(waiting, error);
    }
  }

  /**
   * The page could not take a day in. Its parser's pool may now hold strings the page's copy lacks, and
   * every later delta would then be refused too: the parser starts again from the page's copy.
   */
  private refuse(waiting: Waiting | undefined, error: unknown): void {
    waiting?.reject(notTakenIn(waiting.what, error));
    this.restart();
  }

  /** A worker is stuck in a day: stopping the worker is the only way to stop a parse. */
  private overdue(seq: number): void {
    const waiting = this.waiting.take(seq);
    waiting?.reject(tooSlow(waiting.what, this.settings.timeLimitSeconds));
    this.restart();
  }

  /**
   * New parsers that go on from the page's copy of the pool. Days still waiting for a worker have their
   * bytes and are read by the new ones; those a worker held are lost (React Query fetches them again).
   */
  private restart(): void {
    // The next day read here starts a parser from the page's copy.
    this.inline = null;
    if (!this.threads) return;
    const queued = this.threads.close();
    this.threads = null;
    this.waiting.failAllBut(queued, stopped);
    const { strings, numbers } = this.dictionary;
    this.startWorkers({ strings, numbers });
    for (const request of queued) this.read(request);
  }

  /** A request lost with its bytes (transferred to a worker that stopped): React Query fetches it again. */
  private fail(seq: number): void {
    this.waiting.take(seq)?.reject(stopped());
  }

  /**
   * The workers could not start (or the keeper died): parse here from now on. Days still waiting for a
   * worker have their bytes and are read here; those a worker held are lost.
   */
  private fallBack(queued: ParseRequest[]): void {
    this.threads = null;
    this.inline = null;
    this.waiting.failAllBut(queued, stopped);
    for (const request of queued) this.parseHere(request);
  }

  /** Days already read keep their codes: a parser started now goes on from the page's copy of the pool. */
  private parserHere(Parser: typeof DayParser): DayParser {
    const { strings, numbers } = this.dictionary;
    const { newStringsPerResponse } = this.settings;
    return Parser.continuing(strings, numbers, { newStringsPerResponse });
  }
}

// The reader's code once loaded: code, not data, so it may outlive a sign-out.
let dayParser: Promise<typeof DayParser> | null = null;
const loadDayParser = () =>
  (dayParser ??= import('./day-parser').then(
    (module) => module.DayParser,
    (error: unknown) => {
      dayParser = null; // a later day tries again
      throw error;
    },
  ));

class ParseProblem extends Error {
  constructor(readonly failure: ParseFailure) {
    super(failure.problem);
  }
}

/**
 * Helpers besides the keeper: the cores beyond the page's and the keeper's, at most 3. The page's thread
 * renders each day as it arrives: on a 2-core machine a helper took its core and made the load slower
 * (bench/NOTES.md), so there the keeper reads alone.
 */
export const helperCount = (cores: number | undefined): number => Math.min(3, Math.max(0, (cores ?? 2) - 2));

/**
 * One parser per region's session: its dictionary holds the strings of that session's responses, so it
 * is dropped (its workers stopped) when the session ends, with the cached days whose codes it reads.
 */
const clients = new Map<string, ParserClient>();

forgetAtSessionEnd((regionId) => {
  for (const [id, client] of clients) {
    if (regionId !== undefined && id !== regionId) continue;
    client.close();
    clients.delete(id);
  }
});

/**
 * The region's parsers, started on first use (the worker's code loads then, not with the page). Every day
 * of a region is read by its one parser, so the region's store reads them all with one dictionary.
 */
export function eventsParser(regionId: string): ParserClient {
  let client = clients.get(regionId);
  if (client) return client;
  client = new ParserClient(
    typeof Worker === 'undefined'
      ? null
      : () =>
          new Worker(new URL('./parser-worker.ts', import.meta.url), {
            type: 'module',
            name: 'events-parser',
          }),
    helperCount(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
    configuredParserSettings(),
  );
  clients.set(regionId, client);
  return client;
}
