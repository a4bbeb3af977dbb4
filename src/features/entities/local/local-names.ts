import * as z from 'zod/mini';
import { entityKinds, type EntityKind, type EntityName } from '../entity-name';

/** One name as imported: a CSV line. */
export interface LocalNameRow {
  kind: EntityKind;
  id: number;
  name: string;
  secondary?: string;
}

export interface LocalNames {
  byKind: Record<EntityKind, ReadonlyMap<number, EntityName>>;
  total: number;
  updatedAt: string | null;
  /**
   * 'unreadable' when what is stored could not be read (it is then ignored until replaced or removed);
   * the dialog words it.
   */
  problem: 'unreadable' | null;
}

/** Most names one region keeps: localStorage holds about 5 MB per site, shared with the app's other settings. */
export const maxLocalNames = 50_000;

const storagePrefix = 'fleet-events.entity-names.';
const storageKey = (regionId: string) => `${storagePrefix}${regionId}`;

const id = () => z.number().check(z.int(), z.nonnegative());
const text = () => z.string().check(z.minLength(1));
const entrySchema = z.union([z.tuple([id(), text()]), z.tuple([id(), text(), text()])]);
const storedSchema = z.object({
  version: z.literal(1),
  updatedAt: z.string(),
  names: z.object(
    Object.fromEntries(entityKinds.map((kind) => [kind, z.optional(z.array(entrySchema))])) as {
      [K in EntityKind]: z.ZodMiniOptional<z.ZodMiniArray<typeof entrySchema>>;
    },
  ),
});
type Stored = z.infer<typeof storedSchema>;

const emptyByKind = (): Record<EntityKind, Map<number, EntityName>> =>
  Object.fromEntries(entityKinds.map((kind) => [kind, new Map()])) as Record<
    EntityKind,
    Map<number, EntityName>
  >;

function fromStored(stored: Stored): LocalNames {
  const byKind = emptyByKind();
  let total = 0;
  for (const kind of entityKinds) {
    for (const [id, name, secondary] of stored.names[kind] ?? []) {
      byKind[kind].set(id, secondary ? { name, secondary, source: 'local' } : { name, source: 'local' });
    }
    total += byKind[kind].size;
  }
  return { byKind, total, updatedAt: stored.updatedAt, problem: null };
}

// Outlives sign-out by design: names saved in this browser are kept after sign-out (docs/user-guide.md,
// "Names for ids"); the cache is only their parsed copy, checked against localStorage's text on each read.
const cache = new Map<string, { raw: string | null; names: LocalNames }>();
const listeners = new Set<(regionId: string) => void>();

function parse(raw: string | null): LocalNames {
  if (raw === null) return { byKind: emptyByKind(), total: 0, updatedAt: null, problem: null };
  try {
    const result = storedSchema.safeParse(JSON.parse(raw));
    if (result.success) return fromStored(result.data);
  } catch {
    // not JSON: reported below like any other unreadable value
  }
  return {
    byKind: emptyByKind(),
    total: 0,
    updatedAt: null,
    problem: 'unreadable',
  };
}

/**
 * The names imported for a region in this browser. Read from localStorage and parsed once per change (the
 * same object while nothing changed, so it can be a React snapshot).
 */
export function readLocalNames(regionId: string): LocalNames {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKey(regionId));
  } catch {
    // storage is disabled (a privacy setting): there are no imported names
  }
  const hit = cache.get(regionId);
  if (hit && hit.raw === raw) return hit.names;
  const names = parse(raw);
  cache.set(regionId, { raw, names });
  return names;
}

// Whether this tab listens to the others' storage events: set once, no data.
let listening = false;

/** Another tab imported or removed names (or cleared the storage). */
function listenToOtherTabs() {
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null) for (const regionId of cache.keys()) notify(regionId);
    else if (event.key.startsWith(storagePrefix)) notify(event.key.slice(storagePrefix.length));
  });
}

/** Called with the region whose names changed, here or in another tab. */
export function subscribeLocalNames(listener: (regionId: string) => void): () => void {
  listenToOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(regionId: string) {
  for (const listener of [...listeners]) listener(regionId);
}

function write(regionId: string, byKind: Record<EntityKind, ReadonlyMap<number, EntityName>>) {
  const stored: Stored = { version: 1, updatedAt: new Date().toISOString(), names: {} };
  for (const kind of entityKinds) {
    if (byKind[kind].size === 0) continue;
    stored.names[kind] = [...byKind[kind]].map(([id, { name, secondary }]) =>
      secondary ? [id, name, secondary] : [id, name],
    );
  }
  try {
    if (Object.keys(stored.names).length === 0) localStorage.removeItem(storageKey(regionId));
    else localStorage.setItem(storageKey(regionId), JSON.stringify(stored));
  } catch (error) {
    throw new LocalNamesStorageError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  notify(regionId);
}

/**
 * The browser refused to store the names (full, or storage disabled). The message is for logs; the
 * dialog words it in the user's language, with `detail` (the browser's own message).
 */
export class LocalNamesStorageError extends Error {
  override readonly name = 'LocalNamesStorageError';
  constructor(
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(
      `This browser would not keep the names (${detail}). Its storage for this site may be full or disabled.`,
      options,
    );
  }
}

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows left out because the region would hold more than maxLocalNames. */
  overLimit: number;
  total: number;
}

/** Adds the rows to the region's names; a row for a kind and id already there replaces it. */
export function saveLocalNames(regionId: string, rows: readonly LocalNameRow[]): ImportCounts {
  const current = readLocalNames(regionId);
  const byKind = Object.fromEntries(
    entityKinds.map((kind) => [kind, new Map(current.byKind[kind])]),
  ) as Record<EntityKind, Map<number, EntityName>>;
  let total = current.total;
  const counts = { added: 0, updated: 0, unchanged: 0, overLimit: 0 };
  for (const { kind, id, name, secondary } of rows) {
    const before = byKind[kind].get(id);
    if (!before && total >= maxLocalNames) {
      counts.overLimit += 1;
      continue;
    }
    if (before && before.name === name && before.secondary === secondary) counts.unchanged += 1;
    else if (before) counts.updated += 1;
    else {
      counts.added += 1;
      total += 1;
    }
    byKind[kind].set(id, secondary ? { name, secondary, source: 'local' } : { name, source: 'local' });
  }
  write(regionId, byKind);
  return { ...counts, total };
}

/** Forgets the region's imported names of one kind, or all of them. */
export function removeLocalNames(regionId: string, kind?: EntityKind): void {
  const current = readLocalNames(regionId);
  const byKind = Object.fromEntries(
    entityKinds.map((k) => [k, kind === undefined || k === kind ? new Map() : current.byKind[k]]),
  ) as Record<EntityKind, ReadonlyMap<number, EntityName>>;
  if (kind === undefined || current.problem) {
    try {
      localStorage.removeItem(storageKey(regionId));
    } catch {
      // storage disabled: nothing is kept anyway
    }
    notify(regionId);
    return;
  }
  write(regionId, byKind);
}
