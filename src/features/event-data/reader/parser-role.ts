import { DayParser, type ParseReply, type ParseRequest } from './day-parser';
import { InternPool, type PoolOptions } from './intern';
import { PoolJoin } from './pool-join';

/** How the page links its parsers: a helper is handed a port to the keeper, the keeper one per helper. */
export interface ParserLink {
  link: 'keeper' | 'helper';
  port: MessagePort;
}

/** The page's copy of the pool: strings and numbers by code (code 0, absent, included). */
export interface PoolSeed {
  strings: string[];
  numbers: Float64Array;
}

/**
 * The first message to every parser. A keeper that replaces one (the page could not take a reply in, or
 * a day ran too long) goes on from the page's copy of the pool, so codes of days read before keep their
 * meaning.
 */
export interface ParserSetup {
  setup: { newStringsPerResponse: number; seed: PoolSeed | null };
}

export type ParserMessage = ParseRequest | ParserLink | ParserSetup;

/**
 * What a parser posts to the page: a day (the keeper), that it is free for the next (a helper), or that
 * its setup is done (a seeded keeper: taking in a large seed may take a while, and no day should wait
 * behind it while helpers are free, nor count it in its time limit).
 */
export type ParserNotice = ParseReply | { done: number } | { ready: true };

type PostToPage = (notice: ParserNotice, transfer: Transferable[]) => void;

/**
 * What one events parser worker does. The page's first parser is the keeper: it reads days with the pool
 * the page mirrors, and every reply reaches the page from it, so pool deltas arrive in one order. Other
 * parsers are helpers: they read days with a pool of their own and send them to the keeper, which joins
 * their codes into its pool before it replies. Several days are read at once; the page sees one pool.
 */
export class ParserRole {
  private parser = new DayParser();
  private keeper: MessagePort | null = null;
  private options: PoolOptions = {};

  constructor(private readonly toPage: PostToPage) {}

  receive(message: ParserMessage): void {
    if ('setup' in message) {
      const { newStringsPerResponse, seed } = message.setup;
      this.options = { newStringsPerResponse };
      this.parser = new DayParser(
        seed ? InternPool.continuing(seed.strings, seed.numbers, this.options) : new InternPool(this.options),
      );
      return this.toPage({ ready: true }, []);
    }
    if ('seq' in message) {
      const { reply, transfer } = this.parser.parse(message);
      if (!this.keeper) return this.toPage(reply, transfer);
      this.keeper.postMessage(reply, transfer);
      this.toPage({ done: reply.seq }, []);
      return;
    }
    if (message.link === 'keeper') {
      // The page links a helper before its first day. Only the keeper's collation ranks reach the page.
      this.keeper = message.port;
      this.parser = new DayParser(new InternPool({ ...this.options, ranked: false }));
      return;
    }
    const join = new PoolJoin(this.parser.pool);
    message.port.onmessage = (event: MessageEvent<ParseReply>) => {
      const { reply, transfer } = this.parser.joined(join, event.data);
      this.toPage(reply, transfer);
    };
  }
}
