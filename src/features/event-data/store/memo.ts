/** The typed arrays' buffers a remembered value holds: itself, or its own properties' (rows with counts). */
function buffersOf(value: unknown): ArrayBufferLike[] {
  if (ArrayBuffer.isView(value)) return [value.buffer];
  if (value === null || typeof value !== 'object' || value instanceof Map || value instanceof Set) return [];
  return Object.values(value).flatMap((part: unknown) => (ArrayBuffer.isView(part) ? [part.buffer] : []));
}

/**
 * The bytes several memos of one store may hold between them (the store's own and each later stage's cache):
 * each forgets its own least recently used while the pool is past its bound, so the store's derived values
 * stay within one bound, whoever derived them.
 */
export class BytePool {
  held = 0;
  constructor(readonly max: number) {}
}

/**
 * Values derived from a store (sort keys, orders, search masks, counts), the least recently used forgotten
 * past `maxEntries` or once the buffers they hold pass `maxBytes`. Bytes count each buffer once, however
 * many values share it (an order that is also the searched and the filtered rows). At 500k events a text
 * column's sort keys are 4.5 MB and an order 2.2 MB: bounded by entries alone, sorting every column both
 * ways added 69 MB to the heap (bench/NOTES.md).
 */
export class Memo {
  private readonly entries = new Map<string, unknown>();
  private readonly holders = new Map<ArrayBufferLike, number>();
  private held = 0;
  private readonly pool: BytePool;

  constructor(
    private readonly maxEntries: number,
    /** A bound of its own (bytes), or a pool shared with the other memos of the same store. */
    bytes: number | BytePool,
    /** Told of each value forgotten (not of `clear`): for an index kept beside the memo. */
    private readonly onForget: (key: string) => void = () => undefined,
  ) {
    this.pool = typeof bytes === 'number' ? new BytePool(bytes) : bytes;
  }

  /** The bytes of the distinct buffers the remembered values hold. */
  get bytes(): number {
    return this.held;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  remember<T>(key: string, make: () => T): T {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = make();
    this.entries.set(key, value);
    this.hold(value, 1);
    // The value just made stays, whatever its size: its maker uses it now.
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.pool.held <= this.pool.max))
        break;
      this.entries.delete(oldest);
      this.hold(old, -1);
      this.onForget(oldest);
    }
    return value;
  }

  clear(): void {
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
