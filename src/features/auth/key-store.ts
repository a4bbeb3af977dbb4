import { z } from 'zod';
import { platformUserSchema } from './api/user-schema';

/** What a region's session keeps: the API key and, after an OIDC sign-in, the platform user. */
const storedSessionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('oidc'), subject: z.string(), apiKey: z.string(), user: platformUserSchema }),
  z.object({ kind: z.literal('apiKey'), apiKey: z.string(), label: z.string() }),
]);

export type StoredSession = z.infer<typeof storedSessionSchema>;

const storageKey = (regionId: string) => `fleet-events.session.${regionId}`;
const listeners = new Set<() => void>();
// Parsed sessions by their stored text: read() must return the same object while nothing changed, since
// React's useSyncExternalStore compares snapshots by identity.
const parsedByRaw = new Map<string, StoredSession | null>();

function parse(raw: string): StoredSession | null {
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Per-region session in sessionStorage: gone when the tab closes, never in localStorage or a URL.
 * Anything unreadable counts as no session rather than an error.
 */
export const keyStore = {
  read(regionId: string): StoredSession | null {
    const raw = window.sessionStorage.getItem(storageKey(regionId));
    if (!raw) return null;
    if (!parsedByRaw.has(raw)) {
      if (parsedByRaw.size > 50) parsedByRaw.clear();
      parsedByRaw.set(raw, parse(raw));
    }
    return parsedByRaw.get(raw) ?? null;
  },
  write(regionId: string, session: StoredSession): void {
    window.sessionStorage.setItem(storageKey(regionId), JSON.stringify(session));
    listeners.forEach((listener) => listener());
  },
  clear(regionId: string): void {
    window.sessionStorage.removeItem(storageKey(regionId));
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
