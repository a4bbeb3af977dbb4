const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const digitBits = 16;
const digits = 1 << digitBits;

/**
 * The positions of `keys` in ascending (or descending) order, stable: equal keys keep their order. NaN
 * marks an absent key, which goes last in either direction. A least-significant-digit radix sort over the
 * keys' bits: four counting passes instead of some two million comparator calls for 100k rows.
 */
export function radixOrder(keys: Float64Array, desc: boolean): Uint32Array {
  const n = keys.length;
  const present: number[] = [];
  const absent: number[] = [];
  for (let i = 0; i < n; i += 1) (Number.isNaN(keys[i]) ? absent : present).push(i);

  // Each key as two 32-bit words whose unsigned order is the number's order (IEEE 754: flip the sign bit
  // of positives, every bit of negatives); descending inverts them.
  const words = new Uint32Array(keys.buffer, keys.byteOffset, n * 2);
  const [hiAt, loAt] = littleEndian ? [1, 0] : [0, 1];
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) {
    // -0 is 0 here, as it is to a comparator.
    let h = keys[i] === 0 ? 0 : (words[2 * i + hiAt] as number);
    let l = keys[i] === 0 ? 0 : (words[2 * i + loAt] as number);
    if (h & 0x80000000) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else h = (h | 0x80000000) >>> 0;
    hi[i] = desc ? ~h >>> 0 : h;
    lo[i] = desc ? ~l >>> 0 : l;
  }

  let order = Uint32Array.from(present);
  let spare = new Uint32Array(order.length);
  const counts = new Uint32Array(digits);
  for (const [word, shift] of [
    [lo, 0],
    [lo, digitBits],
    [hi, 0],
    [hi, digitBits],
  ] as const) {
    counts.fill(0);
    for (let i = 0; i < order.length; i += 1) {
      const digit = ((word[order[i] as number] as number) >>> shift) & (digits - 1);
      counts[digit] = (counts[digit] as number) + 1;
    }
    let sum = 0;
    for (let d = 0; d < digits; d += 1) {
      const count = counts[d] as number;
      counts[d] = sum;
      sum += count;
    }
    for (let i = 0; i < order.length; i += 1) {
      const index = order[i] as number;
      const digit = ((word[index] as number) >>> shift) & (digits - 1);
      spare[counts[digit] as number] = index;
      counts[digit] = (counts[digit] as number) + 1;
    }
    [order, spare] = [spare, order];
  }

  const result = new Uint32Array(n);
  result.set(order);
  result.set(absent, order.length);
  return result;
}
