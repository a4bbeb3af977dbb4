import { DayParser, type ParseReply, type ParseRequest } from './day-parser';
import { InternPool } from './intern';
import { PoolJoin } from './pool-join';

/** How the page links its parsers: a helper is handed a port to the keeper, the keeper one per helper. */
export interface ParserLink {
  link: 'keeper' | 'helper';
  port: MessagePort;
}
export type ParserMessage = ParseRequest | ParserLink;

/** What a parser posts to the page: a day (the keeper), or that it is free for the next (a helper). */
export type ParserNotice = ParseReply | { done: number };

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

  constructor(private readonly toPage: PostToPage) {}

  receive(message: ParserMessage): void {
    if (!('link' in message)) {
      const { reply, transfer } = this.parser.parse(message);
      if (!this.keeper) return this.toPage(reply, transfer);
      this.keeper.postMessage(reply, transfer);
      this.toPage({ done: reply.seq }, []);
      return;
    }
    if (message.link === 'keeper') {
      // The page links a helper before its first day. Only the keeper's collation ranks reach the page.
      this.keeper = message.port;
      this.parser = new DayParser(new InternPool({ ranked: false }));
      return;
    }
    const join = new PoolJoin(this.parser.pool);
    message.port.onmessage = (event: MessageEvent<ParseReply>) => {
      const { reply, transfer } = this.parser.joined(join, event.data);
      this.toPage(reply, transfer);
    };
  }
}
