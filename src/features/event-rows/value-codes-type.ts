/**
 * One column's values as codes, one per event (global index), 0 where the event has none: what top values
 * count and include/exclude test, with one array lookup per event. Strings and entity ids are the pool's
 * own codes; numbers and attribute values get codes of their own, made once per store.
 */
export interface ValueCodes {
  codes: Uint32Array | Uint16Array | Uint8Array;
  /** Codes run from 0 to `size - 1`. */
  size: number;
  /** The value's text (what the URL holds) for a code above 0. */
  text: (code: number) => string;
  /** The code of a value's text; -1 when no event has it. */
  codeOf: (text: string) => number;
  /** Orders two codes (above 0) as a person would list their values: by collation or by number. */
  compare: (a: number, b: number) => number;
}
