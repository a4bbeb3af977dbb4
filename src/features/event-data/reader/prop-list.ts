import type { InternPool } from './intern';

/** The JSON type a value was sent as: attributes may hold any scalar, and the detail view says which. */
export const valueKinds = ['string', 'number', 'boolean', 'null', 'json'] as const;
export type ValueKind = (typeof valueKinds)[number];

/**
 * Key–value pairs per row (attributes, unknown fields, values as sent), as flat columns: row r's pairs are
 * `pairStart(r)` to `pairStart(r + 1)`. Keys are pool codes; values are texts of this day, each distinct text
 * stored once in one string (one copy when it crosses to the page, not one object per value).
 */
export interface PropList {
  /** Where each row's pairs begin, and one past the last; empty when no row has a pair. */
  start: Uint32Array;
  key: Uint32Array;
  kind: Uint8Array;
  /** Index of the pair's text among this day's distinct texts. */
  value: Uint32Array;
  texts: string;
  /** Text t is `texts.slice(textStart[t], textStart[t + 1])`. */
  textStart: Uint32Array;
}

/** Where row `row`'s pairs begin (`row + 1`: where they end). */
export const pairStart = (list: PropList, row: number): number => list.start[row] ?? 0;

export function propText(list: PropList, pair: number): string {
  const t = list.value[pair] as number;
  return list.texts.slice(list.textStart[t], list.textStart[t + 1]);
}

/** The pair's value as the API sent it: a string, number, boolean, null, or the parsed JSON of the rest. */
export function propValue(list: PropList, pair: number): unknown {
  return valueOfText(valueKinds[list.kind[pair] as number] ?? 'json', propText(list, pair));
}

/** A value from its JSON type and text (see `propValue`). */
export function valueOfText(kind: ValueKind, text: string): unknown {
  switch (kind) {
    case 'string':
      return text;
    case 'null':
      return null;
    case 'boolean':
      return text === 'true';
    default:
      // Numbers and JSON keep their source text, so a number beyond 2^53 keeps its digits until parsed here.
      return JSON.parse(text) as unknown;
  }
}

export function propListTransfer(list: PropList): ArrayBuffer[] {
  return [list.start, list.key, list.kind, list.value, list.textStart].map((a) => a.buffer as ArrayBuffer);
}

export class PropListBuilder {
  private readonly starts: number[] = [0];
  private readonly keys: number[] = [];
  private readonly kinds: number[] = [];
  private readonly values: number[] = [];
  private readonly textIndex = new Map<string, number>();
  private readonly textParts: string[] = [];
  private readonly textStarts: number[] = [0];
  private textLength = 0;

  /**
   * `overflow`: where a pair goes whose key came past the response's limit of new strings (the key would
   * read "…"); null for the list of values as sent, whose keys are the reader's own field names, kept
   * whatever the limit.
   */
  constructor(
    private readonly pool: InternPool,
    private readonly overflow: ((key: string, kind: ValueKind, text: string) => void) | null = null,
  ) {}

  add(key: string, kind: ValueKind, text: string): void {
    const overflowed = this.pool.overflowed;
    const code = this.pool.string(key, this.overflow !== null);
    if (this.pool.overflowed !== overflowed && this.overflow) return this.overflow(key, kind, text);
    let t = this.textIndex.get(text);
    if (t === undefined) {
      t = this.textParts.length;
      this.textParts.push(text);
      this.textLength += text.length;
      this.textStarts.push(this.textLength);
      this.textIndex.set(text, t);
    }
    this.keys.push(code);
    this.kinds.push(valueKinds.indexOf(kind));
    this.values.push(t);
  }

  /** Closes the current row (call once per row, in row order, even for rows without pairs). */
  endRow(): void {
    this.starts.push(this.keys.length);
  }

  build(): PropList {
    return {
      // Most days' unknown fields and values kept as sent are empty: no 4 bytes an event for nothing.
      start: this.keys.length === 0 ? new Uint32Array(0) : Uint32Array.from(this.starts),
      key: Uint32Array.from(this.keys),
      kind: Uint8Array.from(this.kinds),
      value: Uint32Array.from(this.values),
      texts: this.textParts.join(''),
      textStart: Uint32Array.from(this.textStarts),
    };
  }
}
