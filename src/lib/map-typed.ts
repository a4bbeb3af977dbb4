type NumberArray = Float64Array | Uint32Array;

/**
 * `Kind.from(source, fn)` as a plain loop. V8's typed-array `from` with a map function goes through the
 * iterator protocol: about 26 ms against 4 ms for 122,723 codes here, and the first sort by Type spent
 * 59 ms in it at 100k.
 */
export function mapTyped<T extends NumberArray>(
  Kind: new (length: number) => T,
  source: ArrayLike<number>,
  fn: (value: number, index: number) => number,
): T {
  const out = new Kind(source.length);
  for (let i = 0; i < source.length; i += 1) out[i] = fn(source[i] as number, i);
  return out;
}
