import type { QueryClient } from '@tanstack/react-query';
import type { EntitySourceConfig } from '../../../config/entities-schema';
import type { RegionConfig } from '../../../config/schema';
import type { ApiGet } from '../../auth';
import type { EntityKind, EntityName } from '../entity-name';
import { fetchNameBatch, type NameBatch } from './fetch-name-batch';
import { eachId, isId, type IdList } from './id-list';
import { ListCounts } from './list-counts';
import type { SlotLimiter } from '../../../lib/slot-limiter';
import { ApiError } from '../../../lib/api-errors';
import { NamesSnapshot, type EntityNamesSnapshot } from './names-snapshot';

export interface StoreContext {
  queryClient: QueryClient;
  region: RegionConfig;
  keyId: string;
  kind: EntityKind;
  limiter: SlotLimiter;
  readLocal: () => ReadonlyMap<number, EntityName>;
  onChange: () => void;
}

/**
 * Where only a one-entity URL is configured, this many 404s before any answer that is not one mean the API
 * has no such endpoint: the kind is taken as absent (said once) instead of asked for id by id.
 */
export const absentAfterMisses = 10;

/**
 * The names of one kind for one region and key. Ids asked for in the same tick are collected, sent in
 * batches of the configured size (or one by one where only a one-entity URL is configured), a few at a
 * time per region, each batch cached by React Query. Results reach consumers through `NamesSnapshot`, a
 * new map at most every `notifyIntervalMs`. A failed id is not asked again until
 * retry(): it shows as its id, and the failure is reported once (the notice), not per row.
 */
export class EntityNameStore {
  readonly source: EntitySourceConfig | undefined;
  private get: ApiGet | null = null;
  private readonly answered = new Map<number, EntityName | null>();
  private readonly failed = new Set<number>();
  private readonly queued = new Set<number>();
  private readonly inFlight = new Set<number>();
  private readonly names: NamesSnapshot;
  private lastError: Error | null = null;
  /** The list URL answered 404: this API has no such endpoint, so no names of this kind (not an error). */
  private endpointAbsent = false;
  /** The one-entity URL's answers so far: 404s, and others (`absentAfterMisses`). */
  private readonly oneUrl = { notFound: 0, found: 0 };
  private generation = 0;
  private readonly counts = new ListCounts({ answered: this.answered, failed: this.failed });
  private pumpScheduled = false;
  private readonly onFree = () => this.pump();

  readonly kind: EntityKind;

  constructor(private readonly context: StoreContext) {
    this.kind = context.kind;
    this.source = context.region.entities[context.kind];
    this.names = new NamesSnapshot({
      readLocal: context.readLocal,
      answered: this.answered,
      lastError: () => this.lastError,
      onChange: context.onChange,
    });
  }

  subscribe = (listener: () => void): (() => void) => this.names.subscribe(listener);

  getSnapshot = (): EntityNamesSnapshot => this.names.current;

  /** The region's API call with the current key (it changes identity when the key does). */
  setGet(get: ApiGet): void {
    this.get = get;
    if (this.queued.size > 0) this.schedulePump();
  }

  /** Asks for the names of these ids; known, failed and pending ones are skipped. Returns at once. */
  request(ids: IdList): void {
    if (!this.source) return;
    let added = false;
    for (const id of eachId(ids)) {
      if (!isId(id) || this.answered.has(id) || this.failed.has(id)) continue;
      if (this.queued.has(id) || this.inFlight.has(id)) continue;
      this.queued.add(id);
      added = true;
    }
    if (added) this.schedulePump();
  }

  /**
   * Of these ids (each counted once): how many have no answer yet, and how many failed. A list asked about
   * again is brought up to date from the answers since, not counted again (`ListCounts`).
   */
  countOf(ids: IdList): { pending: number; failed: number } {
    if (!this.source) return { pending: 0, failed: 0 };
    return this.counts.countOf(ids);
  }

  /** Every id has an answer or failed, and the snapshot shows all of it. */
  settled(ids: IdList): boolean {
    return this.countOf(ids).pending === 0 && this.names.shown;
  }

  /**
   * Whether this API has no endpoint for the kind (its list URL answered 404, or its one-entity URL only
   * 404s): ids are shown, and said once.
   */
  get absent(): boolean {
    return this.endpointAbsent;
  }

  get failedCount(): number {
    return this.failed.size;
  }

  retryFailed(): void {
    for (const id of this.failed) this.queued.add(id);
    this.failed.clear();
    this.counts.restart();
    this.lastError = null;
    this.schedulePump();
    this.scheduleNotify();
  }

  /** The imported names changed. */
  localChanged(): void {
    this.names.localChanged();
    this.scheduleNotify();
  }

  /** Signed out: forget every answer; requests still running are ignored when they end. */
  reset(): void {
    this.generation += 1;
    for (const set of [this.answered, this.failed, this.queued, this.inFlight]) set.clear();
    this.names.forget();
    this.counts.restart();
    this.lastError = null;
    this.endpointAbsent = false;
    this.oneUrl.notFound = 0;
    this.oneUrl.found = 0;
    this.scheduleNotify();
  }

  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    queueMicrotask(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    const { source, get } = this;
    if (!source || !get) return;
    if (this.endpointAbsent) return this.noNames(this.generation, []);
    while (this.queued.size > 0 && this.context.limiter.tryAcquire(this.onFree)) {
      const size = source.many ? source.batchSize : 1;
      const batch: number[] = [];
      for (const id of this.queued) {
        batch.push(id);
        if (batch.length >= size) break;
      }
      for (const id of batch) {
        this.queued.delete(id);
        this.inFlight.add(id);
      }
      const generation = this.generation;
      fetchNameBatch(this.context, get, source, batch)
        .then(
          (answer) => {
            this.countOneUrl(generation, answer);
            this.merge(generation, batch, answer.names);
          },
          (error: unknown) => this.fail(generation, batch, error),
        )
        .finally(() => this.context.limiter.release());
    }
  }

  /** Counts a one-entity URL's answer, where no list URL is configured (`absentAfterMisses`). */
  private countOneUrl(generation: number, { oneUrl }: NameBatch): void {
    if (generation !== this.generation || !oneUrl || this.source?.many !== undefined) return;
    if (oneUrl.notFound) this.oneUrl.notFound += 1;
    else this.oneUrl.found += 1;
    if (this.oneUrl.found === 0 && this.oneUrl.notFound >= absentAfterMisses) this.endpointAbsent = true;
  }

  private merge(generation: number, batch: readonly number[], found: ReadonlyMap<number, EntityName | null>) {
    if (generation !== this.generation) return;
    for (const id of batch) this.inFlight.delete(id);
    for (const [id, name] of found) {
      if (this.answered.has(id)) continue;
      // A failed id answered after all (only a retry asks again, and that counts afresh): no longer failed.
      if (this.failed.has(id)) this.counts.restart();
      else this.counts.settled(id, false);
      this.answered.set(id, name);
      this.failed.delete(id);
      this.queued.delete(id);
      if (name) this.names.add(id, name);
    }
    this.scheduleNotify();
  }

  /** Every id of the batch and every queued one answered "no name", with no request. */
  private noNames(generation: number, batch: readonly number[]): void {
    const none = new Map<number, null>();
    for (const id of [...batch, ...this.queued]) none.set(id, null);
    this.merge(generation, batch, none);
  }

  private fail(generation: number, batch: readonly number[], error: unknown) {
    if (generation !== this.generation) return;
    // A list URL that is not there: the API has no names of this kind, which is no failure.
    if (error instanceof ApiError && error.status === 404 && this.source?.many !== undefined) {
      this.endpointAbsent = true;
      return this.noNames(generation, batch);
    }
    for (const id of batch) this.inFlight.delete(id);
    for (const id of batch) {
      if (this.answered.has(id) || this.failed.has(id)) continue;
      this.failed.add(id);
      this.counts.settled(id, true);
    }
    // A renewed key: the new key's store asks again, so this store's failure is nobody's to see.
    if (!(error instanceof Error && error.name === 'KeyRotatedError'))
      this.lastError = error instanceof Error ? error : new Error(String(error));
    this.scheduleNotify();
  }

  private scheduleNotify(): void {
    this.names.schedule(this.queued.size > 0 || this.inFlight.size > 0);
  }
}
