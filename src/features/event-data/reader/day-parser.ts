import { apiMessage } from './api-message';
import { chunkTransfer, type DayChunk } from './day-chunk';
import { InternPool, type PoolDelta, type PoolOptions } from './intern';
import { takeRoundedSeen } from './lenient-values';
import { decodeUtf8, parseDayText } from './parse-text';
import type { PoolJoin } from './pool-join';
import { readDay, type ReadOptions } from './read-day';

export interface ParseRequest {
  seq: number;
  /** The response's body, in the chunks it came in. */
  bytes: Uint8Array[];
  options: ReadOptions;
}

/** A response that could not be read, as data: the page words it (the worker has no language). */
export type ParseFailure =
  | { problem: 'not-json'; /** The response's length. */ size: number }
  | {
      problem: 'not-array';
      /** What it was instead ("object", "string"...). */
      detail: string;
      /** The text an error object carries, as the API wrote it (cut short). */
      message?: string;
    }
  | { problem: 'failed'; /** The error's own message (a program's, not the user's). */ detail: string };

export type ParseOutcome = { ok: true; chunk: DayChunk } | ({ ok: false } & ParseFailure);

export interface ParseReply {
  seq: number;
  /** Always applied by the page, even when nobody waits for the result any more. */
  delta: PoolDelta;
  outcome: ParseOutcome;
}

/** Bytes of one response in, columns out; runs in the parser's worker (or, without workers, on the page). */
export class DayParser {
  constructor(readonly pool = new InternPool()) {}

  /** A parser that goes on from a copy of another's pool: the codes it gave keep their meaning. */
  static continuing(strings: readonly string[], numbers: ArrayLike<number>, options: PoolOptions): DayParser {
    return new DayParser(InternPool.continuing(strings, numbers, options));
  }

  parse({ seq, bytes, options }: ParseRequest): { reply: ParseReply; transfer: ArrayBuffer[] } {
    const text = decodeUtf8(bytes);
    let outcome: ParseOutcome;
    let json: unknown;
    try {
      const mark = this.pool.mark();
      takeRoundedSeen();
      json = parseDayText(text, 'rounded');
      let chunk = readDay(json, this.pool, options);
      // Rare: a long integer whose digits matter. The day is read again, its digits kept, as if first.
      if (takeRoundedSeen()) {
        this.pool.rollback(mark);
        json = parseDayText(text, 'kept');
        chunk = readDay(json, this.pool, options);
      }
      const message = chunk ? undefined : apiMessage(json);
      outcome = chunk
        ? { ok: true, chunk }
        : {
            ok: false,
            problem: 'not-array',
            detail: Array.isArray(json) ? 'array' : typeof json,
            ...(message === undefined ? {} : { message }),
          };
    } catch (error) {
      outcome =
        error instanceof SyntaxError
          ? { ok: false, problem: 'not-json', size: text.length }
          : { ok: false, problem: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
    return this.reply(seq, outcome);
  }

  /** A day a helper read with its own pool, in this parser's codes: as if this parser had read it. */
  joined(join: PoolJoin, helped: ParseReply): { reply: ParseReply; transfer: ArrayBuffer[] } {
    join.join(helped.delta, helped.outcome.ok ? helped.outcome.chunk : null);
    return this.reply(helped.seq, helped.outcome);
  }

  private reply(seq: number, outcome: ParseOutcome): { reply: ParseReply; transfer: ArrayBuffer[] } {
    const delta = this.pool.takeDelta();
    const transfer = outcome.ok ? chunkTransfer(outcome.chunk) : [];
    if (delta.ranks) transfer.push(delta.ranks.buffer as ArrayBuffer);
    transfer.push(delta.numbers.buffer as ArrayBuffer);
    return { reply: { seq, delta, outcome }, transfer };
  }
}
