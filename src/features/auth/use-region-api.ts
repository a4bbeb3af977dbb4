import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import type { RegionConfig } from '../../config/schema';
import { regionApiFor, type RegionApi, type SignedInSession } from './region-api';

export { type ApiGet, type RegionApi, type SignedInSession } from './region-api';

export const SignedInContext = createContext<{ region: RegionConfig; session: SignedInSession } | null>(null);

/** The zone the user set at the platform: only an OIDC sign-in brings one (a pasted key has no user). */
export function userTimeZone(session: SignedInSession): string | undefined {
  return session.kind === 'oidc' ? session.user.timeZone : undefined;
}

export function useSignedIn() {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn must be used inside <RequireSession>');
  return value;
}

/** The signed-in region's API with its key (regionApiFor), the same object while the session is. */
export function useRegionApi(): RegionApi {
  const { region, session } = useSignedIn();
  const queryClient = useQueryClient();
  const { apiKey, apiBaseUrl } = session;
  const subject = session.kind === 'oidc' ? session.subject : undefined;
  // Keyed by the key, not the session object: a token renewal makes a new session with the same key.
  return useMemo(
    () => regionApiFor(region, { apiKey, apiBaseUrl, subject }, queryClient),
    [region, apiKey, apiBaseUrl, subject, queryClient],
  );
}
