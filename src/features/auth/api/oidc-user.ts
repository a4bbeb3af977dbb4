import { queryOptions } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import type { RegionConfig } from '../../../config/schema';
import { userManagerFor } from '../user-managers';

/** This tab's OIDC user for a region (or null); kept current by useOidcEvents. */
export const oidcUserQueryOptions = (region: RegionConfig) =>
  queryOptions({
    // The region's config is in the key (not just its id) because the query reads its URLs and client id.
    queryKey: ['auth', region.id, 'oidc-user', region],
    queryFn: async (): Promise<User | null> => (await userManagerFor(region).getUser()) ?? null,
    staleTime: Infinity,
    retry: false,
  });
