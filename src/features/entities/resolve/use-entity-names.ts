import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionApi, useSignedIn } from '../../auth';
import { isPresenting, usePresenterMode } from '../../presenter';
import { maskedNames } from '../presenter-names';
import type { EntityKind, EntityName } from '../entity-name';
import type { IdList } from './id-list';
import { registryFor } from './entity-name-registry';

export interface EntityNames {
  /**
   * Every name known for the kind in this region (imported in this browser, then the API's as they
   * arrive), by id. A new map when names arrive (at most every 100 ms), the same map otherwise: use it as
   * a memo dependency. Ids without a name are absent: show the id.
   */
  names: ReadonlyMap<number, EntityName>;
  /** `loading` while some of the ids have no answer yet; `failed` when some failed (see `error`). */
  status: 'loading' | 'ready' | 'failed';
  /** Of the ids passed: how many have no answer yet, and how many failed. */
  pending: number;
  failed: number;
  /** The last failure for this kind, until a retry. */
  error: Error | null;
  /** Whether the region's config names an API endpoint for this kind (else only imported names). */
  hasEndpoint: boolean;
  /** Asks again for the ids that failed. */
  retry: () => void;
}

/**
 * Names for the ids of one kind, resolved in the background: the first render has the names already
 * known (imported or cached), the rest arrive in batches. Pass the distinct ids, memoised (a new array
 * every render re-checks them all); a typed array is fine. Only inside a signed-in region.
 */
export function useEntityNames(kind: EntityKind, ids: IdList): EntityNames {
  const queryClient = useQueryClient();
  const { region } = useSignedIn();
  const { get, keyId } = useRegionApi();
  const store = registryFor(queryClient).store(region, keyId, kind);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const presenting = usePresenterMode();
  const { i18n } = useTranslation();
  const names = useMemo(
    () => (presenting ? maskedNames(region.id, kind, snapshot.names, ids, i18n.language) : snapshot.names),
    [presenting, region.id, kind, snapshot.names, ids, i18n.language],
  );

  useEffect(() => {
    store.setGet(get);
    store.request(ids);
  }, [store, get, ids]);

  // The snapshot is a dependency on purpose: the counts change when it does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { pending, failed } = useMemo(() => store.countOf(ids), [store, ids, snapshot]);
  const retry = useCallback(() => store.retryFailed(), [store]);
  const status = pending > 0 ? 'loading' : failed > 0 ? 'failed' : 'ready';

  return {
    names,
    status,
    pending,
    failed,
    error: snapshot.error,
    hasEndpoint: store.source !== undefined,
    retry,
  };
}

/** The name of one id (undefined while unknown), for a detail view or a popup. */
export function useEntityName(kind: EntityKind, id: number | undefined): EntityName | undefined {
  const ids = useMemo(() => (id === undefined ? [] : [id]), [id]);
  const { names } = useEntityNames(kind, ids);
  return id === undefined ? undefined : names.get(id);
}

/**
 * For a one-off need such as an export: resolves once every id of the list has an answer (or failed),
 * with every name known by then.
 */
export function useResolveEntityNames(): (
  kind: EntityKind,
  ids: IdList,
) => Promise<ReadonlyMap<number, EntityName>> {
  const queryClient = useQueryClient();
  const { region } = useSignedIn();
  const { get, keyId } = useRegionApi();
  const { i18n } = useTranslation();
  return useCallback(
    (kind, ids) => {
      const store = registryFor(queryClient).store(region, keyId, kind);
      store.setGet(get);
      store.request(ids);
      return new Promise((resolve) => {
        const check = () => {
          if (!store.settled(ids)) return false;
          unsubscribe();
          const { names } = store.getSnapshot();
          // An export made in presenter mode carries the pseudonyms the page shows.
          resolve(isPresenting() ? maskedNames(region.id, kind, names, ids, i18n.language) : names);
          return true;
        };
        const unsubscribe = store.subscribe(check);
        check();
      });
    },
    [queryClient, region, keyId, get, i18n],
  );
}
