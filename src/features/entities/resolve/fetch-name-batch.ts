import type { QueryClient } from '@tanstack/react-query';
import type { EntitySourceConfig } from '../../../config/entities-schema';
import type { RegionConfig } from '../../../config/schema';
import type { ApiGet } from '../../auth';
import { entitiesQueryOptions } from '../api/get-entities';
import { entityQueryOptions, notFound } from '../api/get-entity';
import type { EntityKind, EntityName } from '../entity-name';

type OneSource = EntitySourceConfig & { one: string };
type ManySource = EntitySourceConfig & { many: string };

/** A batch's answer: every id of it (null: no name), and whether its one-entity URL answered 404. */
export interface NameBatch {
  names: ReadonlyMap<number, EntityName | null>;
  /** Asked by the one-entity URL: whether it answered 404 (no such entity, or no such endpoint). */
  oneUrl?: { notFound: boolean };
}

/**
 * One batch through React Query's cache: the list URL for several ids, the one-entity URL for a lone id
 * (or for each id where no list URL is configured).
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
): Promise<NameBatch> {
  const [first] = batch;
  if (source.one !== undefined && first !== undefined && (batch.length === 1 || !source.many)) {
    const options = entityQueryOptions(get, region, keyId, kind, source as OneSource, first);
    const answer = await queryClient.fetchQuery(options);
    const missing = answer === notFound;
    return { names: new Map([[first, missing ? null : answer]]), oneUrl: { notFound: missing } };
  }
  const sorted = [...batch].sort((a, b) => a - b);
  const options = entitiesQueryOptions(get, region, keyId, kind, source as ManySource, sorted);
  return { names: await queryClient.fetchQuery(options) };
}
