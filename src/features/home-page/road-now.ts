/** "On the road now": an event within this long before now. */
export const recentMs = 15 * 60_000;

interface RoadNow {
  /** Each vehicle's latest event of the last 15 minutes (global indices), newest first. */
  latest: Uint32Array;
  /** Vehicles with any event today (the rows given). */
  seenToday: number;
}

/**
 * The vehicles on the road now and those seen today, from today's rows newest first (a store's order):
 * the first row of a vehicle is its latest. Code 0 is an event that names no vehicle: not counted.
 */
export function roadNow(
  rows: ArrayLike<number>,
  timeAt: ArrayLike<number>,
  vehicle: ArrayLike<number>,
  now: number,
): RoadNow {
  const seen = new Set<number>();
  const latest: number[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    const code = vehicle[g] as number;
    if (code === 0 || seen.has(code)) continue;
    seen.add(code);
    const t = timeAt[g] as number;
    if (t >= now - recentMs && t <= now) latest.push(g);
  }
  return { latest: Uint32Array.from(latest), seenToday: seen.size };
}
