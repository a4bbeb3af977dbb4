import type { DayChunk } from './day-chunk';
import type { InternPool, PoolDelta } from './intern';

/** Code columns of a day: string codes, then entity-id (number) codes. */
const stringColumns = ['type', 'action', 'origin', 'location'] as const;
const numberColumns = ['companyId', 'deviceId', 'vehicleId', 'tripId'] as const;
const propLists = ['attributes', 'extras', 'sent'] as const;

function grown(codes: Uint32Array, needed: number): Uint32Array {
  if (needed <= codes.length) return codes;
  const next = new Uint32Array(Math.max(needed, codes.length * 2));
  next.set(codes);
  return next;
}

function remap(column: Uint32Array, codes: Uint32Array): void {
  for (let i = 0; i < column.length; i += 1) column[i] = codes[column[i] as number] as number;
}

/**
 * Days read by a helper parser carry codes of the helper's own pool. A join follows that pool by its
 * deltas (in the order the helper sent them) and rewrites a day's code columns, in place, into the codes
 * of the shared pool, so the page sees one pool whichever parser read a day.
 */
export class PoolJoin {
  /** Helper's code → shared code; 0 (absent) stays 0. */
  private strings: Uint32Array = new Uint32Array(256);
  private numbers: Uint32Array = new Uint32Array(256);
  private stringCount = 1;
  private numberCount = 1;

  constructor(private readonly shared: InternPool) {}

  join(delta: PoolDelta, chunk: DayChunk | null): void {
    if (delta.stringBase !== this.stringCount || delta.numberBase !== this.numberCount)
      throw new Error('a helper parser and its join disagree about its pool');
    this.strings = grown(this.strings, this.stringCount + delta.strings.length);
    for (const value of delta.strings) this.strings[this.stringCount++] = this.shared.string(value);
    this.numbers = grown(this.numbers, this.numberCount + delta.numbers.length);
    for (const value of delta.numbers) this.numbers[this.numberCount++] = this.shared.number(value);
    if (!chunk) return;
    for (const name of stringColumns) remap(chunk[name], this.strings);
    for (const name of numberColumns) remap(chunk[name], this.numbers);
    for (const name of propLists) remap(chunk[name].key, this.strings);
  }
}
