import * as z from 'zod/mini';
import type { RegionConfig } from '../../config/schema';

export function authorityOf(region: RegionConfig): string {
  return `${region.authUrl}/auth/realms/${region.realm}`;
}

/**
 * Where a region's OIDC user and sign-in states are kept. oidc-client-ts keys a stored user by authority
 * and client id only, so two regions sharing an identity provider would share one user (and one region's
 * token would reach the other's API): each region gets its own prefix.
 */
export const oidcStorePrefix = (region: RegionConfig) => `oidc.${region.id}.`;

/** The key oidc-client-ts stores a region's user under (its userStore with our prefix). */
export const oidcUserKey = (region: RegionConfig) =>
  `${oidcStorePrefix(region)}user:${authorityOf(region)}:${region.clientId}`;

/**
 * The fields of oidc-client-ts's stored user (User.toStorageString) the app reads. Read here rather than
 * through UserManager.getUser(), so a page load with a session does not download oidc-client-ts. A
 * revocation stores a token it revoked as null.
 */
const storedOidcUserSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.nullish(z.string()),
  id_token: z.nullish(z.string()),
  expires_at: z.optional(z.number()),
  profile: z.optional(z.object({ sub: z.optional(z.string()) })),
});

/** A region's OIDC user as stored; oidc-client-ts's own User has the same fields, so it is one too. */
export type OidcUser = z.infer<typeof storedOidcUserSchema>;

/** Seconds the access token has left (negative once expired); undefined when it has no expiry. */
export function secondsLeft(user: OidcUser): number | undefined {
  return user.expires_at === undefined ? undefined : user.expires_at - Math.floor(Date.now() / 1000);
}

/** True when this tab holds an OIDC user for the region, read synchronously for the region selector. */
export function hasStoredOidcUser(region: RegionConfig): boolean {
  return window.sessionStorage.getItem(oidcUserKey(region)) !== null;
}

/** This tab's OIDC user for the region; anything unreadable counts as none rather than an error. */
export function readStoredOidcUser(region: RegionConfig): OidcUser | null {
  const raw = window.sessionStorage.getItem(oidcUserKey(region));
  if (!raw) return null;
  try {
    const parsed = storedOidcUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Listener = (regionId: string, user: OidcUser | null) => void;
// Subscriptions only, no data: each goes when its subscriber unsubscribes.
const listeners = new Set<Listener>();

/** Calls back whenever a region's OIDC user is stored (sign-in, renewal) or removed in this tab. */
export function onOidcUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function oidcUserChanged(regionId: string, user: OidcUser | null): void {
  listeners.forEach((listener) => listener(regionId, user));
}
