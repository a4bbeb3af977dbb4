import * as z from 'zod/mini';
import { sessionEnded } from '../../lib/session-reset';
import { userWithOwnKeySchema } from './api/user-schema';

/**
 * What a region's session keeps: the API key, the API base URL it was issued for (it is sent nowhere
 * else, whatever the config says later) and, after an OIDC sign-in, the platform user. `shared` marks a
 * session this tab was handed by another tab of the app (session-sharing.tsx); such an OIDC session
 * carries the lending tab's token expiry, `expiresAt` (epoch seconds), and ends then. `lend` marks a
 * pasted key the user chose to use in their other tabs too.
 */
export const storedSessionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('oidc'),
    subject: z.string(),
    apiKey: z.string(),
    // Its USER key only, also when a tab of an older version lends more.
    user: userWithOwnKeySchema,
    apiBaseUrl: z.string(),
    expiresAt: z.optional(z.number()),
    shared: z.optional(z.boolean()),
  }),
  z.object({
    kind: z.literal('apiKey'),
    apiKey: z.string(),
    label: z.string(),
    apiBaseUrl: z.string(),
    lend: z.optional(z.boolean()),
    shared: z.optional(z.boolean()),
  }),
]);

export type StoredSession = z.infer<typeof storedSessionSchema>;

const storageKey = (regionId: string) => `fleet-events.session.${regionId}`;
// The sessions themselves: clear() drops the region's at sign-out; the listeners hold no data.
const inMemory = new Map<string, StoredSession>();
const listeners = new Set<() => void>();
const clearListeners = new Set<(regionId: string) => void>();
// Parsed sessions by their stored text: read() must return the same object while nothing changed, since
// React's useSyncExternalStore compares snapshots by identity.
const parsedByRaw = new Map<string, StoredSession | null>();

/** Only a key the user pasted in this tab is ever read back from storage. */
function parsePasted(raw: string): StoredSession | null {
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.kind === 'apiKey' && !parsed.data.shared ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a session may rest in sessionStorage: only an API key the user pasted here (they chose to). */
const persists = (session: StoredSession) => session.kind === 'apiKey' && !session.shared;

/**
 * Per-region sessions of this tab. The USER key of an OIDC sign-in lives in memory only: gone on reload
 * (the OIDC token is exchanged again, one cheap call) and never at rest. A pasted API key lives in
 * sessionStorage, so it survives a reload of this tab, never in localStorage or a URL. Anything
 * unreadable counts as no session rather than an error.
 */
export const keyStore = {
  read(regionId: string): StoredSession | null {
    const held = inMemory.get(regionId);
    if (held) return held;
    const raw = window.sessionStorage.getItem(storageKey(regionId));
    if (!raw) return null;
    if (!parsedByRaw.has(raw)) {
      if (parsedByRaw.size > 50) parsedByRaw.clear();
      parsedByRaw.set(raw, parsePasted(raw));
    }
    return parsedByRaw.get(raw) ?? null;
  },
  write(regionId: string, session: StoredSession): void {
    if (persists(session)) {
      inMemory.delete(regionId);
      window.sessionStorage.setItem(storageKey(regionId), JSON.stringify(session));
    } else {
      inMemory.set(regionId, session);
      window.sessionStorage.removeItem(storageKey(regionId));
    }
    listeners.forEach((listener) => listener());
  },
  clear(regionId: string): void {
    inMemory.delete(regionId);
    window.sessionStorage.removeItem(storageKey(regionId));
    // Sessions parsed from stored text hold keys: none outlives a sign-out.
    parsedByRaw.clear();
    listeners.forEach((listener) => listener());
    clearListeners.forEach((listener) => listener(regionId));
    // The one reset of what modules hold for the session (src/lib/session-reset.ts).
    sessionEnded(regionId);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Calls back with the region whenever a region's session is cleared (signed out, for any reason). */
  onClear(listener: (regionId: string) => void): () => void {
    clearListeners.add(listener);
    return () => clearListeners.delete(listener);
  },
  /** For tests: forget what is held in memory. */
  reset(): void {
    inMemory.clear();
    parsedByRaw.clear();
  },
};
