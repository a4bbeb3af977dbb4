import type { PropListBuilder, ValueKind } from './prop-list';

/**
 * What reading one event adds beyond its own columns (pairs of attributes, unknown fields and values as
 * sent; counts in the day's report), held until the event has been read whole: an event whose reading
 * throws leaves nothing behind.
 */
export class PendingRow {
  private readonly lists: PropListBuilder[] = [];
  private readonly keys: string[] = [];
  private readonly kinds: ValueKind[] = [];
  private readonly texts: string[] = [];
  private readonly counts: Partial<Record<string, number>>[] = [];
  private readonly counted: string[] = [];

  constructor(private readonly all: readonly PropListBuilder[]) {}

  add(list: PropListBuilder, key: string, kind: ValueKind, text: string): void {
    this.lists.push(list);
    this.keys.push(key);
    this.kinds.push(kind);
    this.texts.push(text);
  }

  count(counts: Partial<Record<string, number>>, field: string): void {
    this.counts.push(counts);
    this.counted.push(field);
  }

  /** Writes the row's pairs and counts, and closes the row in every list. */
  commit(): void {
    this.lists.forEach((list, i) =>
      list.add(this.keys[i] as string, this.kinds[i] as ValueKind, this.texts[i] as string),
    );
    for (const list of this.all) list.endRow();
    this.counts.forEach((counts, i) => {
      const field = this.counted[i] as string;
      counts[field] = (counts[field] ?? 0) + 1;
    });
    this.drop();
  }

  drop(): void {
    for (const list of [this.lists, this.keys, this.kinds, this.texts, this.counts, this.counted])
      list.length = 0;
  }
}
