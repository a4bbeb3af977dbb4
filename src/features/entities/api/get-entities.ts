import { queryOptions } from '@tanstack/react-query';
import type { EntitySourceConfig } from '../../../config/entities-schema';
import type { RegionConfig } from '../../../config/schema';
import type { ApiGet } from '../../auth';
import type { EntityKind, EntityName } from '../entity-name';
import { expandMany } from './entity-template';
import { entityGcTime, entityQueryKeys, entityStaleTime } from './entity-query-keys';
import { readList } from './read-entities';

type ManySource = EntitySourceConfig & { many: string };

/**
 * GET {apiBaseUrl}{many} for a batch of ids: every id asked for is answered, null when the API left it
 * out (unknown, or not this key's to see) or it has no name. Other entities the API adds are kept too.
 */
export async function fetchEntities(
  get: ApiGet,
  kind: EntityKind,
  source: ManySource,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, EntityName | null>> {
  const found = readList(await get(expandMany(source.many, ids), {}, signal), kind, source);
  for (const id of ids) if (!found.has(id)) found.set(id, null);
  return found;
}

export const entitiesQueryOptions = (
  get: ApiGet,
  region: RegionConfig,
  keyId: string,
  kind: EntityKind,
  source: ManySource,
  sortedIds: readonly number[],
) => {
  // The key is plain data: the source is the region's config, and `get` (bound to the key keyId names)
  // reaches the fetch by closure.
  const fetchMany = (signal: AbortSignal) => fetchEntities(get, kind, source, sortedIds, signal);
  return queryOptions({
    queryKey: [...entityQueryKeys.many(region.id, keyId, kind, sortedIds), source],
    queryFn: ({ signal }) => fetchMany(signal),
    staleTime: entityStaleTime,
    gcTime: entityGcTime,
  });
};
