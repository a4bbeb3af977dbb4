import { defaultNewStringsPerResponse } from './parser-settings';
/**
 * Strings and entity ids seen in any response, each stored once and referred to by a code (0 means
 * absent). The parser owns the pool; the page holds a mirror that grows by the `PoolDelta` sent with each
 * day, so a day's columns are plain typed arrays whose codes mean the same in every day.
 */
export interface PoolDelta {
  /** Strings new since the last delta; the first gets code `stringBase`. */
  strings: string[];
  stringBase: number;
  /** Entity ids new since the last delta; the first gets code `numberBase`. */
  numbers: Float64Array;
  numberBase: number;
  /** Each string code's place in collation order (collator-equal strings share it), when strings changed. */
  ranks: Uint32Array | null;
}

const collator = new Intl.Collator();

/**
 * What a string is interned as once its response brought `newStringsPerResponse` new strings: one code
 * for all of them, so a response of unique texts (a free-text field, keys made of ids) cannot grow the
 * pool, which every later day keeps, without bound. A response may itself send "…"; the two are then one
 * code, and only `overflowed` tells them apart.
 */
export const overflowString = '…';

export interface PoolOptions {
  /** false for a helper parser's own pool: only the shared pool's ranks reach the page. */
  ranked?: boolean;
  /** New strings one response (one `takeDelta`) may add; those past it are `overflowString`. */
  newStringsPerResponse?: number;
}

/** See `InternPool.mark`. */
export interface PoolMark {
  strings: number;
  /** New entity ids since the last delta. */
  numbers: number;
  overflow: number;
}

export class InternPool {
  private readonly stringCodes = new Map<string, number>();
  private readonly numberCodes = new Map<number, number>();
  private readonly strings: string[] = [''];
  private numbers = 1;
  private sentStrings = 1;
  private readonly pendingNumbers: number[] = [];
  /** String codes in collation order (code 0, absent, excluded). */
  private sorted: number[] = [];
  private readonly ranked: boolean;
  private readonly newStringLimit: number;
  private overflowCount = 0;

  constructor({ ranked = true, newStringsPerResponse = defaultNewStringsPerResponse }: PoolOptions = {}) {
    this.ranked = ranked;
    this.newStringLimit = newStringsPerResponse;
  }

  /** A pool that goes on from what the page already knows (the page rebuilds its parser from its copy). */
  static continuing(
    strings: readonly string[],
    numbers: ArrayLike<number>,
    options: PoolOptions = {},
  ): InternPool {
    const pool = new InternPool(options);
    // Past the limit: the page's copy holds the strings of every response so far, not one response's.
    for (let code = 1; code < strings.length; code += 1) pool.add(strings[code] as string);
    for (let code = 1; code < numbers.length; code += 1) pool.number(numbers[code] as number);
    pool.takeDelta();
    return pool;
  }

  /**
   * The string's code; once this response added its limit of new strings, a new one is `overflowString`.
   * `limited: false` for a name the reader itself supplies (a field's name as a key of `sent`): those are
   * few, and must keep their meaning in every day.
   */
  string(value: string, limited = true): number {
    const code = this.stringCodes.get(value);
    if (code !== undefined) return code;
    if (!limited || this.strings.length - this.sentStrings < this.newStringLimit) return this.add(value);
    this.overflowCount += 1;
    return this.stringCodes.get(overflowString) ?? this.add(overflowString);
  }

  /**
   * How many times, since the last delta (in this response), `string` answered `overflowString` for a
   * string it had not kept: each occurrence counts, not each distinct string.
   */
  get overflowed(): number {
    return this.overflowCount;
  }

  private add(value: string): number {
    const code = this.strings.length;
    this.strings.push(value);
    this.stringCodes.set(value, code);
    return code;
  }

  /** Where the pool stands, to go back to with `rollback` (within one response: before `takeDelta`). */
  mark(): PoolMark {
    return {
      strings: this.strings.length,
      numbers: this.pendingNumbers.length,
      overflow: this.overflowCount,
    };
  }

  /** Forgets what was added since `mark`, as if that reading had not happened. */
  rollback(mark: PoolMark): void {
    for (let code = mark.strings; code < this.strings.length; code += 1)
      this.stringCodes.delete(this.strings[code] as string);
    this.strings.length = mark.strings;
    for (let i = mark.numbers; i < this.pendingNumbers.length; i += 1)
      this.numberCodes.delete(this.pendingNumbers[i] as number);
    this.numbers -= this.pendingNumbers.length - mark.numbers;
    this.pendingNumbers.length = mark.numbers;
    this.overflowCount = mark.overflow;
  }

  number(value: number): number {
    let code = this.numberCodes.get(value);
    if (code === undefined) {
      code = this.numbers;
      this.numbers += 1;
      this.pendingNumbers.push(value);
      this.numberCodes.set(value, code);
    }
    return code;
  }

  /** What the mirror lacks; ranks are worked out here, off the page's thread, only when strings were added. */
  takeDelta(): PoolDelta {
    const stringBase = this.sentStrings;
    const strings = this.strings.slice(stringBase);
    const numberBase = this.numbers - this.pendingNumbers.length;
    const numbers = Float64Array.from(this.pendingNumbers);
    this.pendingNumbers.length = 0;
    this.sentStrings = this.strings.length;
    this.overflowCount = 0;
    return {
      strings,
      stringBase,
      numbers,
      numberBase,
      ranks: this.ranked && strings.length > 0 ? this.ranks(stringBase) : null,
    };
  }

  /** Merges the new codes into the collation order (sorting only the new ones), then numbers the order. */
  private ranks(firstNew: number): Uint32Array {
    const compare = (a: number, b: number) =>
      collator.compare(this.strings[a] as string, this.strings[b] as string);
    const added = Array.from({ length: this.strings.length - firstNew }, (_, i) => firstNew + i).sort(
      compare,
    );
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < this.sorted.length || j < added.length) {
      const take =
        j >= added.length ||
        (i < this.sorted.length && compare(this.sorted[i] as number, added[j] as number) <= 0);
      merged.push(take ? (this.sorted[i++] as number) : (added[j++] as number));
    }
    this.sorted = merged;
    const ranks = new Uint32Array(this.strings.length);
    let rank = 0;
    merged.forEach((code, k) => {
      const previous = merged[k - 1];
      if (previous !== undefined && compare(previous, code) !== 0) rank = k;
      ranks[code] = rank;
    });
    return ranks;
  }
}
