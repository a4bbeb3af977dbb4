/** The platform API as a resource server of each region's provider: the audience its tokens are for. */
export const apiResource = 'urn:fleet:platform-api';

/** How the provider issues access tokens for the platform API: JWTs for `apiResource`, RS256. */
export const resourceServerInfo = (ttl: number) => ({
  scope: 'api',
  audience: apiResource,
  accessTokenFormat: 'jwt' as const,
  accessTokenTTL: ttl,
  jwt: { sign: { alg: 'RS256' as const } },
});
