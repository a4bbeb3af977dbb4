/** Reading the few values the probes steer by, whatever form the API sends them in. */

export type Item = Record<string, unknown>;

/** The objects of a list response; anything else gives none. */
export function itemsOf(body: unknown): Item[] {
  if (!Array.isArray(body)) return [];
  return body.filter(
    (item): item is Item => item !== null && typeof item === 'object' && !Array.isArray(item),
  );
}

/** A number, or a number sent as text; else null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** The most frequent value of a field, or null when no item has one. */
export function mostCommon(items: readonly Item[], read: (item: Item) => number | string | null) {
  const counts = new Map<number | string, number>();
  for (const item of items) {
    const value = read(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  let best: number | string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

/** timeAt as epoch milliseconds, given the unit the API was found to use. */
export function timeAtMs(item: Item, unit: 'ms' | 's' | 'unknown'): number | null {
  const value = numberOf(item.timeAt);
  if (value === null) return null;
  return unit === 's' ? value * 1000 : value;
}

export const idOf = (item: Item): string => String(item.id);
