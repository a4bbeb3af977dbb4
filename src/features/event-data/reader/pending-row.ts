import type { PropListBuilder, ValueKind } from './prop-list';

/**
 * What reading one event adds beyond its own columns (pairs of attributes, unknown fields and values as
 * sent; counts in the day's report), held until the event has been read whole: an event whose reading
 * throws leaves nothing behind.
 */
export class PendingRow {
  // Slots past `pairs` and `counted` are stale, not cleared: truncating arrays cost more per event.
  private readonly lists: PropListBuilder[] = [];
  private readonly keys: string[] = [];
  private readonly kinds: ValueKind[] = [];
  private readonly texts: string[] = [];
  private pairs = 0;
  private readonly counts: Partial<Record<string, number>>[] = [];
  private readonly fields: string[] = [];
  private counted = 0;

  constructor(private readonly all: readonly PropListBuilder[]) {}

  add(list: PropListBuilder, key: string, kind: ValueKind, text: string): void {
    const i = this.pairs;
    this.lists[i] = list;
    this.keys[i] = key;
    this.kinds[i] = kind;
    this.texts[i] = text;
    this.pairs = i + 1;
  }

  count(counts: Partial<Record<string, number>>, field: string): void {
    this.counts[this.counted] = counts;
    this.fields[this.counted] = field;
    this.counted += 1;
  }

  /** Writes the row's pairs and counts, and closes the row in every list. */
  commit(): void {
    for (let i = 0; i < this.pairs; i += 1)
      (this.lists[i] as PropListBuilder).add(
        this.keys[i] as string,
        this.kinds[i] as ValueKind,
        this.texts[i] as string,
      );
    for (const list of this.all) list.endRow();
    for (let i = 0; i < this.counted; i += 1) {
      const counts = this.counts[i] as Partial<Record<string, number>>;
      const field = this.fields[i] as string;
      counts[field] = (counts[field] ?? 0) + 1;
    }
    this.drop();
  }

  drop(): void {
    this.pairs = 0;
    this.counted = 0;
  }
}
