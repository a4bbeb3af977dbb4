import type { ConstraintKey } from '../filters/event-filters';

/** What one day's request depends on, besides region and key: all of it is in the query key. */
export interface DayRequest {
  /** Sorted, so the same selection in another order shares the cache. */
  types: string[];
  constraints: Partial<Record<ConstraintKey, number[]>>;
  /** The API date, fetched as from=date&to=date+1. */
  date: string;
}

export const eventQueryKeys = {
  all: (regionId: string) => ['region', regionId, 'events'] as const,
  day: (regionId: string, keyId: string, request: DayRequest) =>
    ['region', regionId, 'events', keyId, 'day', request] as const,
  one: (regionId: string, keyId: string, type: string, id: number, from: string, to: string) =>
    ['region', regionId, 'events', keyId, 'one', { type, id, from, to }] as const,
};
