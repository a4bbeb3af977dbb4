import { createHash } from 'node:crypto';

/** A 32-bit seed from any parts: the same parts always give the same data. */
export function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);
}

/** mulberry32: small, fast, good enough for plausible fake data, and deterministic. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof createRandom>;
