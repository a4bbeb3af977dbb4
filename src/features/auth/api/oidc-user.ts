import { queryOptions } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import { readStoredOidcUser, type OidcUser } from '../oidc-storage';

/**
 * This tab's OIDC user for a region (or null), read from where oidc-client-ts stores it, so a session
 * restored at start needs no UserManager; kept current by useOidcEvents.
 */
export const oidcUserQueryOptions = (region: RegionConfig) =>
  queryOptions({
    // The region's config is in the key (not just its id) because the query reads its URLs and client id.
    queryKey: ['auth', region.id, 'oidc-user', region],
    queryFn: (): Promise<OidcUser | null> => Promise.resolve(readStoredOidcUser(region)),
    staleTime: Infinity,
    retry: false,
  });
