import { forgetAtSessionEnd } from '../../lib/session-reset';

/**
 * A key the API refuses gets one exchange of the OIDC token for a new key, once per key however many
 * requests were refused with it. A key that came from such an exchange and is refused before it ever
 * worked gets none: the session ends instead. Otherwise a platform that keeps issuing keys it then
 * refuses would be asked forever.
 */
const exchangesFor = new Map<string, Promise<string | null>>();
const untried = new Set<string>();
const id = (regionId: string, key: string) => `${regionId}\u0000${key}`;

// Both are keyed by API keys: none outlives its region's session.
forgetAtSessionEnd((regionId) => {
  const ofRegion = (entry: string) => regionId === undefined || entry.startsWith(id(regionId, ''));
  for (const entry of exchangesFor.keys()) if (ofRegion(entry)) exchangesFor.delete(entry);
  for (const entry of untried) if (ofRegion(entry)) untried.delete(entry);
});

/** The one exchange for a refused key (shared by every request refused with it): the new key, or null. */
export function exchangeOnceFor(
  regionId: string,
  refusedKey: string,
  exchange: () => Promise<string | null>,
): Promise<string | null> | null {
  if (untried.has(id(regionId, refusedKey))) return null;
  let pending = exchangesFor.get(id(regionId, refusedKey));
  if (!pending) {
    pending = exchange().then((fresh) => {
      if (fresh && fresh !== refusedKey) untried.add(id(regionId, fresh));
      return fresh;
    });
    exchangesFor.set(id(regionId, refusedKey), pending);
  }
  return pending;
}

/** The API accepted the key: it has proved itself. */
export function keyAccepted(regionId: string, key: string): void {
  untried.delete(id(regionId, key));
}
