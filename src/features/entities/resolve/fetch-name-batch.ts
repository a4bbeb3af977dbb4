import type { QueryClient } from '@tanstack/react-query';
import type { EntitySourceConfig } from '../../../config/entities-schema';
import type { RegionConfig } from '../../../config/schema';
import type { ApiGet } from '../../auth';
import { entitiesQueryOptions } from '../api/get-entities';
import { entityQueryOptions } from '../api/get-entity';
import type { EntityKind, EntityName } from '../entity-name';

type OneSource = EntitySourceConfig & { one: string };
type ManySource = EntitySourceConfig & { many: string };

/**
 * One batch through React Query's cache: the list URL for several ids, the one-entity URL for a lone id
 * (or for each id where no list URL is configured). Every id of the batch is answered (null: no name).
 */
export async function fetchNameBatch(
  {
    queryClient,
    region,
    keyId,
    kind,
  }: { queryClient: QueryClient; region: RegionConfig; keyId: string; kind: EntityKind },
  get: ApiGet,
  source: EntitySourceConfig,
  batch: readonly number[],
): Promise<ReadonlyMap<number, EntityName | null>> {
  const [first] = batch;
  if (source.one !== undefined && first !== undefined && (batch.length === 1 || !source.many)) {
    const options = entityQueryOptions(get, region, keyId, kind, source as OneSource, first);
    return new Map([[first, await queryClient.fetchQuery(options)]]);
  }
  const sorted = [...batch].sort((a, b) => a - b);
  return queryClient.fetchQuery(entitiesQueryOptions(get, region, keyId, kind, source as ManySource, sorted));
}
