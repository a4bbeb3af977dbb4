import { useEffect } from 'react';
import type { RegionConfig } from '../../config/schema';
import { keyStore, type StoredSession } from './key-store';
import { oidcSessionExpired } from './session-end';
import { watchAccessToken } from './token-timers';

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** A session borrowed from another tab: past the expiry the lending tab gave it (an OIDC one), it is over. */
export function borrowedExpired(stored: StoredSession): boolean {
  return stored.shared === true && stored.kind === 'oidc' && (stored.expiresAt ?? 0) <= epochSeconds();
}

/**
 * Ends what is over, so no key outlives its OIDC session: this tab's own sign-in once its token has
 * expired with nothing to renew it (its key is forgotten with it), and a borrowed OIDC session at the
 * lending tab's expiry (the lending tab sends a later one with each renewal; once it closes, or its
 * session ends, none comes).
 */
export function useSessionEnds(
  region: RegionConfig,
  stored: StoredSession | null,
  ownExpired: boolean,
): void {
  useEffect(() => {
    if (ownExpired) void oidcSessionExpired(region);
  }, [region, ownExpired]);
  const borrowedUntil = stored?.shared && stored.kind === 'oidc' ? (stored.expiresAt ?? 0) : undefined;
  useEffect(() => {
    if (borrowedUntil === undefined) return;
    const end = () => keyStore.clear(region.id);
    if (borrowedUntil <= epochSeconds()) {
      end();
      return;
    }
    return watchAccessToken(borrowedUntil, { expiring: () => undefined, expired: end });
  }, [region, borrowedUntil]);
}
