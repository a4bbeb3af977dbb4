import type { RegionConfig } from '../../config/schema';
import { keyStore } from './key-store';
import { hasStoredOidcUser } from './oidc-storage';

/** Whether this tab holds a session for a region; synchronous, for marking regions in the selector. */
export function hasRegionSession(region: RegionConfig): boolean {
  return keyStore.read(region.id) !== null || hasStoredOidcUser(region);
}

/** Calls `listener` whenever a region's session is stored or cleared in this tab. */
export const watchRegionSessions = (listener: () => void): (() => void) => keyStore.subscribe(listener);
