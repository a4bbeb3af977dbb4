import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { IncomingMessage } from 'node:http';
import type { DayStore } from '../fleet-data/day-store.ts';
import { apiResource } from '../idp/resource-server.ts';
import type { EmulatedRegion } from '../region-list.ts';
import type { EmulatedUser } from '../users.ts';
import type { Dialect } from './dialect.ts';
import { createEntitiesApi } from './entities-api.ts';
import { findEvent, listEvents } from './events-api.ts';
import { bearerOf, HttpError } from './http.ts';
import type { KeyRegistry } from './keys.ts';

export interface RegionApi {
  region: EmulatedRegion;
  users: readonly EmulatedUser[];
  issuer: string;
  publicJwk: JWK;
  /** The region's API dialect now (test controls may change it). */
  dialect: () => Dialect;
  /** The data seed, for the entities' names. */
  seed: string;
  /** The platform's clock (EmulatorOptions.now). */
  now: () => number;
  /** The most items an events list answers (EmulatorOptions.maxItems); absent: no cap. */
  maxItems?: number;
}

/** The platform API of one region. Returns the JSON to send, or throws an HttpError. */
export function createPlatformApi(api: RegionApi, keys: KeyRegistry, store: DayStore) {
  const jwks = createLocalJWKSet({ keys: [api.publicJwk] });
  const entities = createEntitiesApi(api.region, store, api.seed);

  async function ssoExchange(req: IncomingMessage) {
    const token = bearerOf(req);
    if (!token)
      throw new HttpError(401, 'Send the OpenID Connect access token as "Authorization: Bearer <token>".');
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: api.issuer, audience: apiResource });
      sub = payload.sub;
    } catch (error) {
      throw new HttpError(
        401,
        `The access token was not accepted: ${error instanceof Error ? error.message : 'invalid'}.`,
      );
    }
    const user = api.users.find((u) => u.username === sub);
    if (!user) throw new HttpError(401, 'The token names no user of this region.');
    return {
      id: user.id,
      companyId: api.region.companyId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username,
      isSiteAdmin: user.isSiteAdmin,
      status: 'E',
      keys: [
        {
          id: user.id * 10 + 1,
          label: 'Fleet Events Explorer',
          accessToken: keys.userKey(api.region, user),
          type: 'USER',
        },
      ],
      roles: user.roles,
      timeZone: user.timeZone,
      type: { code: 'USER' },
    };
  }

  return async function handle(
    req: IncomingMessage,
    path: string,
    params: URLSearchParams,
  ): Promise<unknown> {
    if (req.method !== 'GET')
      throw new HttpError(400, `${req.method ?? ''} is not supported; the API is read-only here.`);
    if (path === '/v1/auth/sso') return ssoExchange(req);
    const match = /^\/v1\/events(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path);
    const entity = entities.match(path);
    if (!match && !entity) throw new HttpError(404, `No such endpoint: ${path}`);
    const key = bearerOf(req);
    const owner = key ? keys.owner(api.region, api.users, key) : null;
    if (!owner)
      throw new HttpError(
        401,
        'Unknown API key for this region. Send it as "Authorization: Bearer <API_KEY>".',
      );
    const now = api.now();
    if (entity) return entity(owner, params, now);
    const [, type, id] = match ?? [];
    if (type !== undefined && id !== undefined) {
      return findEvent(store, api.region, owner, decodeURIComponent(type), id, params, now, api.dialect());
    }
    const list = listEvents(
      store,
      api.region,
      owner,
      params,
      type === undefined ? null : decodeURIComponent(type),
      now,
      api.dialect(),
    );
    return api.maxItems === undefined ? list : list.slice(0, api.maxItems);
  };
}
