import type { EntityKind } from '../entity-name';

/**
 * Under ['region', id] like every cache entry of a region, so signing out forgets the names too; per key,
 * since what a key may see depends on it.
 */
export const entityQueryKeys = {
  all: (regionId: string) => ['region', regionId, 'entities'] as const,
  ofKey: (regionId: string, keyId: string) => ['region', regionId, 'entities', keyId] as const,
  one: (regionId: string, keyId: string, kind: EntityKind, id: number) =>
    ['region', regionId, 'entities', keyId, kind, 'one', id] as const,
  /** `ids` sorted, so the same batch in another order shares the entry. */
  many: (regionId: string, keyId: string, kind: EntityKind, ids: readonly number[]) =>
    ['region', regionId, 'entities', keyId, kind, 'many', ids] as const,
};

/** Names change rarely: an hour fresh. Kept while the session lasts (sign-out removes them). */
export const entityStaleTime = 60 * 60_000;
export const entityGcTime = Infinity;
