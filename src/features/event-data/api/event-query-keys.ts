import type { ConstraintKey } from '../../event-url';

/** What one day's request depends on, besides region and key: all of it is in the query key. */
export interface DayRequest {
  /** Sorted, so the same selection in another order shares the cache. */
  types: string[];
  constraints: Partial<Record<ConstraintKey, number[]>>;
  /** The API date it covers, and exactly what is sent as `from` and `to` (see requestRanges). */
  date: string;
  from: string;
  to: string;
  /** The unit the region's API sends times in, which the parser scales by. */
  timeUnit: 'ms' | 's';
  /**
   * The server's cap on items per response (the region's `maxItemsPerResponse`, or the count a day came
   * with when the user asked for it in parts): a day that reaches it is asked for again in parts.
   */
  cap?: number;
}

export const eventQueryKeys = {
  all: (regionId: string) => ['region', regionId, 'events'] as const,
  day: (regionId: string, keyId: string, request: DayRequest) =>
    ['region', regionId, 'events', keyId, 'day', request] as const,
  one: (regionId: string, keyId: string, type: string, id: string, from: string, to: string) =>
    ['region', regionId, 'events', keyId, 'one', { type, id, from, to }] as const,
};
