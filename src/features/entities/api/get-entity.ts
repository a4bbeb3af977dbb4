import { queryOptions } from '@tanstack/react-query';
import type { EntitySourceConfig } from '../../../config/entities-schema';
import type { RegionConfig } from '../../../config/schema';
import { ApiError } from '../../../lib/api-errors';
import type { ApiGet } from '../../auth';
import type { EntityKind, EntityName } from '../entity-name';
import { expandOne } from './entity-template';
import { entityGcTime, entityQueryKeys, entityStaleTime } from './entity-query-keys';
import { readOne } from './read-entities';

type OneSource = EntitySourceConfig & { one: string };

/**
 * The URL answered 404: no such entity, or (when no id is ever found) no such endpoint on this API. Either
 * way no name, and no failure.
 */
export const notFound = 'not found';

/** GET {apiBaseUrl}{one}: one entity's name; null when it has none, `notFound` on 404. */
export async function fetchEntity(
  get: ApiGet,
  kind: EntityKind,
  source: OneSource,
  id: number,
  signal?: AbortSignal,
): Promise<EntityName | null | typeof notFound> {
  try {
    return readOne(await get(expandOne(source.one, id), {}, signal), kind, source);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound;
    throw error;
  }
}

export const entityQueryOptions = (
  get: ApiGet,
  region: RegionConfig,
  keyId: string,
  kind: EntityKind,
  source: OneSource,
  id: number,
) => {
  // The key is plain data: the source is the region's config, and `get` (bound to the key keyId names)
  // reaches the fetch by closure.
  const fetchOne = (signal: AbortSignal) => fetchEntity(get, kind, source, id, signal);
  return queryOptions({
    queryKey: [...entityQueryKeys.one(region.id, keyId, kind, id), source],
    queryFn: ({ signal }) => fetchOne(signal),
    staleTime: entityStaleTime,
    gcTime: entityGcTime,
  });
};
