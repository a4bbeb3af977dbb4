import type Provider from 'oidc-provider';
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import { claimsOf, type EmulatedUser } from '../users.ts';
import { apiResource, resourceServerInfo } from './resource-server.ts';

const allowedScopes = new Set(['openid', 'profile', 'email', 'offline_access']);

/**
 * The documented password grant (spec 4.1): form-encoded username and password, after the library has
 * authenticated the client (public SPA client, or the confidential integration client with its secret).
 */
export function registerPasswordGrant(
  provider: Provider,
  users: readonly EmulatedUser[],
  ttl: () => number,
): void {
  provider.registerGrantType(
    'password',
    async (ctx: KoaContextWithOIDC) => {
      const params = ctx.oidc.params as Record<string, string | undefined>;
      const user = users.find((u) => u.username === params.username && u.password === params.password);
      if (!user) throw new errors.CustomOIDCProviderError('invalid_grant', 'Invalid user credentials');
      const client = ctx.oidc.client;
      if (!client) throw new errors.InvalidClient('client authentication failed');

      const requested = (params.scope ?? 'openid profile email')
        .split(' ')
        .filter((s) => allowedScopes.has(s));
      const scope = [...new Set(['openid', ...requested])].join(' ');
      const grant = new provider.Grant({ accountId: user.username, clientId: client.clientId });
      grant.addOIDCScope(scope);
      grant.addResourceScope(apiResource, 'api');
      const grantId = await grant.save();

      const accessToken = new provider.AccessToken({
        accountId: user.username,
        client,
        grantId,
        gty: 'password',
        scope: 'api',
      });
      accessToken.resourceServer = new provider.ResourceServer(apiResource, resourceServerInfo(ttl()));
      const access = await accessToken.save();

      const refresh = await new provider.RefreshToken({
        accountId: user.username,
        client,
        grantId,
        gty: 'password',
        scope,
        resource: apiResource,
        rotations: 0,
      }).save();

      const idToken = new provider.IdToken(claimsOf(user), { ctx });
      // The typings omit it, but IdToken filters its claims by this scope.
      (idToken as unknown as { scope: string }).scope = scope;
      const id = await idToken.issue({ use: 'idtoken' });

      ctx.body = {
        access_token: access,
        expires_in: accessToken.expiration,
        refresh_token: refresh,
        id_token: id,
        scope,
        token_type: 'Bearer',
      };
    },
    ['username', 'password', 'scope'],
  );
}
