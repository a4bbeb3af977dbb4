import type { DayChunk } from './day-chunk';

/** A day's promise, while its bytes are with a parser. */
export interface Waiting {
  resolve: (chunk: DayChunk) => void;
  reject: (error: Error) => void;
  /** The API date the day is for, to name it in a failure worded on the page. */
  what: string;
}

/** The days being read, by their request's seq; each is taken out once, to be settled. */
export class DayWaits {
  private readonly bySeq = new Map<number, Waiting>();

  add(seq: number, waiting: Waiting): void {
    this.bySeq.set(seq, waiting);
  }

  has(seq: number): boolean {
    return this.bySeq.has(seq);
  }

  take(seq: number): Waiting | undefined {
    const waiting = this.bySeq.get(seq);
    this.bySeq.delete(seq);
    return waiting;
  }

  /** Fails every day but `kept` (those whose bytes are still on the page). */
  failAllBut(kept: readonly { seq: number }[], error: () => Error): void {
    const keep = new Set(kept.map((request) => request.seq));
    for (const [seq, waiting] of this.bySeq) {
      if (keep.has(seq)) continue;
      this.bySeq.delete(seq);
      waiting.reject(error());
    }
  }
}
