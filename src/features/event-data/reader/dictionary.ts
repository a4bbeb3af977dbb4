import type { PoolDelta } from './intern';

/**
 * The page's copy of the parser's pool: what each code of a day's columns stands for. It only grows (a
 * day read earlier keeps its meaning), by the delta that comes with every parsed day.
 */
export class Dictionary {
  readonly strings: string[] = [''];
  private numberValues = new Float64Array(1024);
  private numberCount = 1;
  /** Collation rank of each string code; text columns sort by it. */
  ranks: Uint32Array = new Uint32Array(1);
  private readonly codes = new Map<string, number>();
  /** Grows with every delta, so a memo keyed on it knows the dictionary changed. */
  version = 0;

  /**
   * All or nothing: a delta that does not follow on from this copy changes nothing (it throws first), so
   * the page can rebuild the parser from this copy and every day read so far keeps its meaning.
   */
  apply(delta: PoolDelta): void {
    if (delta.stringBase !== this.strings.length || delta.numberBase !== this.numberCount)
      throw new Error('the parser and the page disagree about the dictionary');
    const stringCount = this.strings.length + delta.strings.length;
    if (delta.ranks && delta.ranks.length !== stringCount)
      throw new Error(`the parser sent ranks for ${delta.ranks.length} strings, not ${stringCount}`);
    // Allocated before anything changes: running out of memory here leaves the copy as it was.
    const numberValues = this.withRoomFor(delta.numbers.length);
    // One push per string, not push(...strings): a spread of 150k arguments overflows the call stack.
    for (const value of delta.strings) {
      this.codes.set(value, this.strings.length);
      this.strings.push(value);
    }
    numberValues.set(delta.numbers, this.numberCount);
    this.numberValues = numberValues;
    this.numberCount += delta.numbers.length;
    if (delta.ranks) this.ranks = delta.ranks;
    if (delta.strings.length > 0 || delta.numbers.length > 0) this.version += 1;
  }

  private withRoomFor(added: number): Float64Array<ArrayBuffer> {
    const needed = this.numberCount + added;
    if (needed <= this.numberValues.length) return this.numberValues;
    const grown = new Float64Array(Math.max(this.numberValues.length * 2, needed));
    grown.set(this.numberValues.subarray(0, this.numberCount));
    return grown;
  }

  string(code: number): string | undefined {
    return code === 0 ? undefined : this.strings[code];
  }

  number(code: number): number | undefined {
    return code === 0 ? undefined : this.numberValues[code];
  }

  get numbers(): Float64Array {
    return this.numberValues.subarray(0, this.numberCount);
  }

  /** A code for a string the parser has never sent cannot exist: unknown strings are -1. */
  codeOf(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}
