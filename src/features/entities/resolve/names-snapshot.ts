import type { EntityName } from '../entity-name';

export interface EntityNamesSnapshot {
  /** Every name known for the kind: imported ones, overridden by the API's as they arrive. Never mutated. */
  names: ReadonlyMap<number, EntityName>;
  /** Goes up with every change. */
  version: number;
  /** The last failure, until a retry. */
  error: Error | null;
}

/** Consumers hear of new names at most this often: a few thousand names arrive in tens of batches. */
export const notifyIntervalMs = 100;
/**
 * While more names are on their way, notices wait 1 ms per this many names known (at least
 * `notifyIntervalMs`): each notice copies the map and the page shows the names again, so a big map is handed
 * out less often. 80,000 trips' names (a week of 3,900 vehicles) come every 800 ms; the last ones at once.
 */
const namesPerIntervalMs = 100;

/** What a snapshot is made of, read when a notice goes out. */
export interface SnapshotSources {
  readLocal: () => ReadonlyMap<number, EntityName>;
  /** Every answer of the API so far (an id without a name: null). */
  answered: ReadonlyMap<number, EntityName | null>;
  lastError: () => Error | null;
  /** Told after the listeners, at each notice. */
  onChange: () => void;
}

/**
 * The names of a kind as its consumers see them: a new map at most every `notifyIntervalMs` (later while
 * many names are still coming), built from the imported names and the API's answers, so thousands of names
 * cost a few short tasks.
 */
export class NamesSnapshot {
  private snapshot: EntityNamesSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Names the API gave since the last notice. */
  private readonly added = new Map<number, EntityName>();
  /** The next notice builds the map anew (the imported names changed, or the answers were forgotten). */
  private rebuild = false;
  private local: ReadonlyMap<number, EntityName>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dueAt = 0;
  private lastNotice = 0;

  constructor(private readonly sources: SnapshotSources) {
    this.local = sources.readLocal();
    this.snapshot = { names: new Map(this.local), version: 0, error: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get current(): EntityNamesSnapshot {
    return this.snapshot;
  }

  /** Nothing waits to be shown. */
  get shown(): boolean {
    return this.timer === null && this.added.size === 0;
  }

  add(id: number, name: EntityName): void {
    this.added.set(id, name);
  }

  /** The imported names changed: read again, and build the map anew. */
  localChanged(): void {
    this.local = this.sources.readLocal();
    this.rebuild = true;
  }

  /** The answers were forgotten (a sign-out): build the map anew from what is left. */
  forget(): void {
    this.added.clear();
    this.rebuild = true;
  }

  /** A notice goes out in time; `more`: more names are on their way. */
  schedule(more: boolean): void {
    const interval = more
      ? Math.max(notifyIntervalMs, this.snapshot.names.size / namesPerIntervalMs)
      : notifyIntervalMs;
    const at = this.lastNotice + interval;
    // A notice already due sooner stands; one the last answers should not wait for is brought forward.
    if (this.timer !== null) {
      if (this.dueAt <= at) return;
      clearTimeout(this.timer);
    }
    this.dueAt = at;
    this.timer = setTimeout(() => this.notify(), Math.max(0, at - Date.now()));
  }

  private notify(): void {
    this.timer = null;
    this.lastNotice = Date.now();
    let names = this.snapshot.names;
    if (this.rebuild) {
      const next = new Map(this.local);
      for (const [id, name] of this.sources.answered) if (name) next.set(id, name);
      names = next;
    } else if (this.added.size > 0) {
      const next = new Map(names);
      for (const [id, name] of this.added) next.set(id, name);
      names = next;
    }
    this.rebuild = false;
    this.added.clear();
    this.snapshot = { names, version: this.snapshot.version + 1, error: this.sources.lastError() };
    for (const listener of [...this.listeners]) listener();
    this.sources.onChange();
  }
}
