import { useQuery } from '@tanstack/react-query';
import { User } from 'oidc-client-ts';
import { RegionLayout } from '../app/region-layout';
import type { RegionConfig } from '../config/schema';
import { RequireSession, SignInPage, useRegionApi } from '../features/auth';
import { useActiveRegion } from '../features/regions';
import { fakeJwt, issuerOf } from './oidc-handlers';

/** A protected page that makes one API call with the session's key and shows what came back. */
function Probe() {
  const region = useActiveRegion();
  const api = useRegionApi();
  // The key is plain data; api.get (bound to the key keyId names) reaches the fetch by closure.
  const probe = (signal: AbortSignal) => api.get('/v1/events', {}, signal);
  const result = useQuery({
    queryKey: ['region', region.id, 'probe', api.keyId],
    queryFn: ({ signal }) => probe(signal),
  });
  if (result.isError) return <p>Failed: {result.error.message}</p>;
  return <p>{result.data ? `Loaded ${JSON.stringify(result.data)}` : 'Loading'}</p>;
}

/** Sign-in and the probe at /:region/probe, in the real region layout (user menu included). */
export const probeRoutes = [
  {
    path: '/:region',
    element: <RegionLayout />,
    children: [
      { path: 'sign-in', element: <SignInPage /> },
      {
        path: 'probe',
        element: (
          <RequireSession>
            <Probe />
          </RequireSession>
        ),
      },
    ],
  },
];

/**
 * Puts a region's OIDC user in this tab's storage where oidc-client-ts keeps it, as after a sign-in and a
 * reload. `lifetime` may be negative: a token that expired while the tab slept.
 */
export function storeOidcUser(
  region: RegionConfig,
  { lifetime = 300, refreshToken = 'r1' as string | null } = {},
): void {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: issuerOf(region),
    aud: region.clientId,
    sub: 'user-demo',
    iat: now,
    exp: now + lifetime,
  };
  const user = new User({
    access_token: fakeJwt({ ...claims, typ: 'Bearer' }),
    id_token: fakeJwt(claims),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    token_type: 'Bearer',
    profile: claims,
    expires_at: now + lifetime,
  });
  sessionStorage.setItem(
    `oidc.${region.id}.user:${issuerOf(region)}:${region.clientId}`,
    user.toStorageString(),
  );
}
