import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import type { EntityKind } from '../entity-name';
import { readLocalNames, subscribeLocalNames } from '../local/local-names';
import { EntityNameStore } from './entity-name-store';
import { SlotLimiter } from '../../../lib/slot-limiter';
import { nameRequestsPerRegion } from './region-limiter';

export interface EntityNameFailure {
  kind: EntityKind;
  /** Ids whose names could not be loaded. */
  ids: number;
  error: Error | null;
}

const noFailures: readonly EntityNameFailure[] = [];
const noKinds: readonly EntityKind[] = [];

/**
 * The name stores of one QueryClient, one per region, key and kind. Sign-out removes the region's cache
 * entries, the names' among them; that resets the region's stores, so no name outlives its session.
 */
export class EntityNameRegistry {
  private readonly stores = new Map<string, EntityNameStore>();
  private readonly limiters = new Map<string, SlotLimiter>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private readonly failureCache = new Map<string, { version: number; value: readonly EntityNameFailure[] }>();
  private readonly absentCache = new Map<string, { version: number; value: readonly EntityKind[] }>();

  constructor(private readonly queryClient: QueryClient) {
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'removed') return;
      const [scope, regionId, part, keyId] = event.query.queryKey;
      if (scope !== 'region' || part !== 'entities') return;
      for (const store of this.storesOf(String(regionId), String(keyId))) store.reset();
    });
    subscribeLocalNames((regionId) => {
      for (const store of this.storesOf(regionId)) store.localChanged();
    });
  }

  store(region: RegionConfig, keyId: string, kind: EntityKind): EntityNameStore {
    const id = `${region.id}\u0000${keyId}\u0000${kind}`;
    let store = this.stores.get(id);
    if (!store) {
      let limiter = this.limiters.get(region.id);
      if (!limiter) {
        limiter = new SlotLimiter(nameRequestsPerRegion);
        this.limiters.set(region.id, limiter);
      }
      store = new EntityNameStore({
        queryClient: this.queryClient,
        region,
        keyId,
        kind,
        limiter,
        readLocal: () => readLocalNames(region.id).byKind[kind],
        onChange: () => this.changed(),
      });
      this.stores.set(id, store);
    }
    return store;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The kinds whose names failed for a region and key; the same array while nothing changed. */
  failures(regionId: string, keyId: string): readonly EntityNameFailure[] {
    const id = `${regionId}\u0000${keyId}`;
    const hit = this.failureCache.get(id);
    if (hit && hit.version === this.version) return hit.value;
    const value = this.storesOf(regionId, keyId).flatMap((store) =>
      store.failedCount > 0
        ? [{ kind: store.kind, ids: store.failedCount, error: store.getSnapshot().error }]
        : [],
    );
    const stable = value.length === 0 ? noFailures : value;
    this.failureCache.set(id, { version: this.version, value: stable });
    return stable;
  }

  /** The kinds this API has no list endpoint for (it answered 404); the same array while nothing changed. */
  absentKinds(regionId: string, keyId: string): readonly EntityKind[] {
    const id = `absent\u0000${regionId}\u0000${keyId}`;
    const hit = this.absentCache.get(id);
    if (hit && hit.version === this.version) return hit.value;
    const kinds = this.storesOf(regionId, keyId).flatMap((store) => (store.absent ? [store.kind] : []));
    const stable = kinds.length === 0 ? noKinds : kinds;
    this.absentCache.set(id, { version: this.version, value: stable });
    return stable;
  }

  retryFailed(regionId: string, keyId: string): void {
    for (const store of this.storesOf(regionId, keyId)) store.retryFailed();
  }

  private storesOf(regionId: string, keyId?: string): EntityNameStore[] {
    const prefix = keyId === undefined ? `${regionId}\u0000` : `${regionId}\u0000${keyId}\u0000`;
    return [...this.stores].flatMap(([id, store]) => (id.startsWith(prefix) ? [store] : []));
  }

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

// Weak, one per query client; sign-out removes the region's names from that cache, which resets its stores.
const registries = new WeakMap<QueryClient, EntityNameRegistry>();

export function registryFor(queryClient: QueryClient): EntityNameRegistry {
  let registry = registries.get(queryClient);
  if (!registry) {
    registry = new EntityNameRegistry(queryClient);
    registries.set(queryClient, registry);
  }
  return registry;
}
