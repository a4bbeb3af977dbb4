import { generateKeyPairSync, randomUUID } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { EmulatedRegion } from '../region-list.ts';
import { claimsOf, usersOf } from '../users.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';
import { pageLanguage, pageTexts } from './page-language.ts';
import { registerPasswordGrant } from './password-grant.ts';
import { apiResource, resourceServerInfo } from './resource-server.ts';

export const spaClientId = 'fleet-events-explorer';
export const integrationClient = { id: 'fleet-integration', secret: 'integration-secret' };
/** The platform API as an OAuth resource: access tokens for it are RS256 JWTs, as the spec says. */
export interface IdpOptions {
  baseUrl: string;
  appOrigins: readonly string[];
  /** Seconds an access (and ID) token lives, read as each is issued (test controls can change it). */
  accessTokenTtl: () => number;
}

export function issuerOf(baseUrl: string, region: EmulatedRegion): string {
  return `${baseUrl}/${region.id}/auth/realms/fleet`;
}

/** One real OpenID provider per region, at Keycloak's paths, with its own signing key and cookies. */
export function createIdentityProvider(region: EmulatedRegion, options: IdpOptions) {
  const issuer = issuerOf(options.baseUrl, region);
  const users = usersOf(region);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `${region.id}-${randomUUID().slice(0, 8)}`,
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: spaClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        redirect_uris: options.appOrigins.map((origin) => `${origin}/${region.id}/auth/callback`),
        post_logout_redirect_uris: options.appOrigins.flatMap((origin) => [
          `${origin}/${region.id}/sign-in`,
          `${origin}/${region.id}/signed-out`,
        ]),
      },
      {
        client_id: integrationClient.id,
        client_secret: integrationClient.secret,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['password', 'refresh_token'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: [jwk as never] },
    findAccount: (_ctx, sub) => {
      const user = users.find((u) => u.username === sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => claimsOf(user),
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name', 'zoneinfo'],
      email: ['email'],
    },
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The emulator's logout asks nothing: the first-party app asked already.
        // In the language the app asked for (ui_locales), else the browser's, as the login page.
        logoutSource: (ctx, form) => {
          const confirmed = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/></form>',
          );
          const uiLocales = ctx.oidc.params?.ui_locales;
          const language = pageLanguage(
            typeof uiLocales === 'string' ? uiLocales : undefined,
            ctx.get('accept-language'),
          );
          const text = pageTexts[language];
          ctx.body = `<!doctype html><html lang="${language}"><head><title>${text.signingOutTitle}</title></head><body>${confirmed}
            <p>${text.signingOut}</p><script>document.forms[0].submit()</script>
            <noscript><button form="op.logoutForm" type="submit">${text.signOut}</button></noscript></body></html>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => resourceServerInfo(options.accessTokenTtl()),
      },
    },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    interactions: { url: (_ctx, interaction) => `/${region.id}/auth/realms/fleet/login/${interaction.uid}` },
    cookies: {
      keys: [`emulator-${region.id}-cookie-key`],
      names: {
        session: `_session_${region.id}`,
        interaction: `_interaction_${region.id}`,
        resume: `_resume_${region.id}`,
      },
    },
    ttl: {
      AccessToken: () => options.accessTokenTtl(),
      IdToken: () => options.accessTokenTtl(),
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 600,
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin) => options.appOrigins.includes(origin),
    // The app is first-party: no consent page. Grant what it asks for, once per session.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { session, client, provider } = ctx.oidc;
      if (!session || !client || !session.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(apiResource, 'api');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = false;
  registerPasswordGrant(provider, users, options.accessTokenTtl);
  addKeycloakTokenFields(provider, options.accessTokenTtl);
  return {
    provider,
    issuer,
    users,
    publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, kid: jwk.kid, alg: 'RS256', use: 'sig' },
  };
}

/** Keycloak's extra token-response fields (spec 2.4), added after the library answers. */
function addKeycloakTokenFields(provider: Provider, ttl: () => number) {
  provider.use(async (ctx, next) => {
    await next();
    if (
      ctx.path.endsWith('/protocol/openid-connect/token') &&
      ctx.status === 200 &&
      ctx.body &&
      typeof ctx.body === 'object'
    ) {
      const body = ctx.body as Record<string, unknown>;
      // The access token's own scope is the API's; report the OpenID scopes granted, as Keycloak does.
      const entities = ctx.oidc?.entities as {
        AuthorizationCode?: { scope?: string };
        RefreshToken?: { scope?: string };
      };
      const granted = entities?.AuthorizationCode?.scope ?? entities?.RefreshToken?.scope;
      ctx.body = {
        ...body,
        scope: body.scope || granted || '',
        expires_in: body.expires_in ?? ttl(),
        refresh_expires_in: body.refresh_token ? 8 * 3600 : 0,
        'not-before-policy': 0,
        session_state: randomUUID(),
      };
    }
  });
}
