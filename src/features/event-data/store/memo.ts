/** The typed arrays' buffers a remembered value holds: itself, or its own properties' (rows with counts). */
function buffersOf(value: unknown): ArrayBufferLike[] {
  if (ArrayBuffer.isView(value)) return [value.buffer];
  if (value === null || typeof value !== 'object' || value instanceof Map || value instanceof Set) return [];
  return Object.values(value).flatMap((part: unknown) => (ArrayBuffer.isView(part) ? [part.buffer] : []));
}

/**
 * The bound of the values derived from one store, whoever derived them (the store's own memo and each later
 * stage's cache): past `maxEntries` values, or once the buffers they hold pass `maxBytes`, the least recently
 * used value of any of them is forgotten, as if they were one memo. Each memo counts its own buffers once,
 * however many of its values share them.
 */
export class BytePool {
  held = 0;
  /** Every memo's values, least recently used first. */
  private readonly recency = new Set<Entry>();

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  /** The entry was used (or made): now the most recent. */
  touch(entry: Entry): void {
    this.recency.delete(entry);
    this.recency.add(entry);
  }

  drop(entry: Entry): void {
    this.recency.delete(entry);
  }

  /** Forgets the least recently used values past the bound; `kept`, just made, stays whatever its size. */
  trim(kept: Entry): void {
    for (const entry of this.recency) {
      if (this.recency.size <= this.maxEntries && this.held <= this.maxBytes) break;
      if (entry === kept) continue;
      this.recency.delete(entry);
      entry.memo.forget(entry.key);
    }
  }
}

/** One remembered value, as the pool orders it. */
interface Entry {
  memo: Memo;
  key: string;
  value: unknown;
}

/**
 * Values derived from a store (sort keys, orders, search masks, counts), the least recently used forgotten
 * past `maxEntries` or once the buffers they hold pass `maxBytes`. Bytes count each buffer once, however
 * many values share it (an order that is also the searched and the filtered rows). At 500k events a text
 * column's sort keys are 4.5 MB and an order 2.2 MB: bounded by entries alone, sorting every column both
 * ways added 69 MB to the heap (bench/NOTES.md).
 */
export class Memo {
  private readonly entries = new Map<string, Entry>();
  private readonly holders = new Map<ArrayBufferLike, number>();
  private held = 0;
  private readonly pool: BytePool;

  constructor(
    /** A bound of its own (`maxEntries`, `maxBytes`), or a pool shared with the other memos of one store. */
    bound: { maxEntries: number; maxBytes: number } | BytePool,
    /** Told of each value forgotten (not of `clear`): for an index kept beside the memo. */
    private readonly onForget: (key: string) => void = () => undefined,
  ) {
    this.pool = bound instanceof BytePool ? bound : new BytePool(bound.maxEntries, bound.maxBytes);
  }

  /** The bytes of the distinct buffers this memo's values hold. */
  get bytes(): number {
    return this.held;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  remember<T>(key: string, make: () => T): T {
    const known = this.entries.get(key);
    if (known) {
      this.pool.touch(known);
      return known.value as T;
    }
    const value = make();
    const entry: Entry = { memo: this, key, value };
    this.entries.set(key, entry);
    this.hold(value, 1);
    this.pool.touch(entry);
    // The value just made stays, whatever its size: its maker uses it now.
    this.pool.trim(entry);
    return value;
  }

  /** Lets one value go (the pool's choice: the least recently used of all its memos). */
  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.hold(entry.value, -1);
    this.onForget(key);
  }

  clear(): void {
    for (const entry of this.entries.values()) this.pool.drop(entry);
    this.entries.clear();
    this.holders.clear();
    this.pool.held -= this.held;
    this.held = 0;
  }

  private hold(value: unknown, change: 1 | -1): void {
    for (const buffer of buffersOf(value)) {
      const before = this.holders.get(buffer) ?? 0;
      const after = before + change;
      if (before === 0) this.count(buffer.byteLength);
      if (after === 0) {
        this.holders.delete(buffer);
        this.count(-buffer.byteLength);
      } else this.holders.set(buffer, after);
    }
  }

  private count(bytes: number): void {
    this.held += bytes;
    this.pool.held += bytes;
  }
}
