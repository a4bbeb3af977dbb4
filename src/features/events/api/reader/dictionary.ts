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

  apply(delta: PoolDelta): void {
    if (delta.stringBase !== this.strings.length || delta.numberBase !== this.numberCount)
      throw new Error('the parser and the page disagree about the dictionary');
    delta.strings.forEach((value, i) => this.codes.set(value, delta.stringBase + i));
    this.strings.push(...delta.strings);
    if (this.numberCount + delta.numbers.length > this.numberValues.length) {
      const grown = new Float64Array(
        Math.max(this.numberValues.length * 2, this.numberCount + delta.numbers.length),
      );
      grown.set(this.numberValues);
      this.numberValues = grown;
    }
    this.numberValues.set(delta.numbers, this.numberCount);
    this.numberCount += delta.numbers.length;
    if (delta.ranks) this.ranks = delta.ranks;
    if (delta.strings.length > 0 || delta.numbers.length > 0) this.version += 1;
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
