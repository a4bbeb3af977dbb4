/**
 * Numbers distinct texts met as spans of longer strings (each day's attribute texts, stored end to end),
 * without making a string of each: an attribute key like a CAN odometer has a new text for a third of a
 * million events' pairs, and slicing and hashing each as a Map key was most of a first comparison's time.
 * Codes run from 1 in the order texts were first met; 0 is left for "none".
 */
export class SpanNumbering {
  private readonly sources: string[] = [];
  /** Entry + 1 per slot; 0: empty. */
  private slots = new Int32Array(1 << 10);
  private source = new Int32Array(1 << 9);
  private start = new Int32Array(1 << 9);
  private end = new Int32Array(1 << 9);
  private hashes = new Int32Array(1 << 9);
  private entries = 0;

  /** Codes so far, 0 included. */
  get size(): number {
    return this.entries + 1;
  }

  /** Makes a string's spans available to `codeAt`, under the number this answers. */
  addSource(text: string): number {
    this.sources.push(text);
    return this.sources.length - 1;
  }

  /** The code of the text `sources[source].slice(start, end)`, numbered now when new. */
  codeAt(source: number, start: number, end: number): number {
    const text = this.sources[source] as string;
    const hash = hashOf(text, start, end);
    const found = this.find(text, start, end, hash);
    if (found > 0) return found;
    return this.add(source, start, end, hash);
  }

  /** The code of `text`, or -1 when it was never met. */
  codeOf(text: string): number {
    const found = this.find(text, 0, text.length, hashOf(text, 0, text.length));
    return found > 0 ? found : -1;
  }

  /** The text of a code above 0. */
  text(code: number): string {
    const entry = code - 1;
    if (entry < 0 || entry >= this.entries) return '';
    return (this.sources[this.source[entry] as number] as string).slice(this.start[entry], this.end[entry]);
  }

  private find(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = (this.slots[slot] as number) - 1;
      if (entry < 0) return 0;
      if (this.hashes[entry] === hash && this.equal(entry, text, start, end)) return entry + 1;
    }
  }

  private equal(entry: number, text: string, start: number, end: number): boolean {
    const at = this.start[entry] as number;
    if ((this.end[entry] as number) - at !== end - start) return false;
    const other = this.sources[this.source[entry] as number] as string;
    for (let i = 0; i < end - start; i += 1)
      if (other.charCodeAt(at + i) !== text.charCodeAt(start + i)) return false;
    return true;
  }

  private add(source: number, start: number, end: number, hash: number): number {
    if ((this.entries + 1) * 2 > this.slots.length) this.growSlots();
    if (this.entries === this.hashes.length) this.growEntries();
    const entry = this.entries;
    this.source[entry] = source;
    this.start[entry] = start;
    this.end[entry] = end;
    this.hashes[entry] = hash;
    this.entries += 1;
    this.place(entry, hash);
    return entry + 1;
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  private growSlots(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let entry = 0; entry < this.entries; entry += 1) this.place(entry, this.hashes[entry] as number);
  }

  private growEntries(): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.source = bigger(this.source);
    this.start = bigger(this.start);
    this.end = bigger(this.end);
    this.hashes = bigger(this.hashes);
  }
}

/** FNV-1a over the UTF-16 code units of `text[start, end)`, as a non-negative int. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x7fffffff;
}
