import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createDayStore } from './fleet-data/day-store.ts';
import { handleLogin } from './idp/login-page.ts';
import { createIdentityProvider } from './idp/provider.ts';
import { createDialects, parseDialect, standardDialect } from './platform/dialect.ts';
import { applyCors, bearerOf, HttpError, sendError, sendJson } from './platform/http.ts';
import { createKeyRegistry } from './platform/keys.ts';
import { createPlatformApi } from './platform/router.ts';
import { regions } from './region-list.ts';
import { handleControls } from './control-routes.ts';
import { createTestControls, spoil } from './test-controls.ts';
import { startLiveTraffic } from './fleet-data/live-traffic.ts';

export interface EmulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  quiet?: boolean;
  testControls?: boolean;
  seed?: string;
  vehicles?: number;
  /** More vehicles in each region's main company that report about once a minute around the clock (0–20). */
  denseVehicles?: number;
  accessTokenTtlSeconds?: number;
  appOrigins?: string[];
  /** Every region's API dialect at start-up: presets and switches, e.g. "jackson" or "nulls,seconds". */
  dialect?: string;
  /** A yard check every this many seconds in each region being looked at (the demo's live traffic); off when absent or 0. */
  liveTrafficSeconds?: number;
  /**
   * The platform's clock: where today's events end, and when live traffic and the event-now control add
   * theirs. Tests pin it, so the calendar their data comes from is theirs to choose. The identity provider
   * keeps the real clock: token lifetimes are checked by the browser and by jose against real time.
   */
  now?: () => number;
  /**
   * The most items one events list answers, as many servers cap a response and say nothing: the first
   * this many of the list are sent. Absent: no cap.
   */
  maxItems?: number;
}

export const defaultAppOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts every region's identity provider and platform API on one port. */
export async function startEmulator(options: EmulatorOptions = {}) {
  const seed = options.seed ?? 'fleet-events';
  const origins = [...new Set([...defaultAppOrigins, ...(options.appOrigins ?? [])])];
  const allowed = new Set(origins);
  const now = options.now ?? Date.now;
  const store = createDayStore({
    seed,
    vehicles: options.vehicles ?? 40,
    denseVehicles: options.denseVehicles ?? 0,
  });
  const keys = createKeyRegistry(seed);
  const controls = createTestControls(options.accessTokenTtlSeconds ?? 300);
  const dialects = createDialects(options.dialect ? parseDialect(options.dialect) : standardDialect);
  const sockets = new Set<Socket>();
  const server = createServer();
  // Node closes an idle keep-alive connection after 5 s; a client sending on it just then gets ECONNRESET
  // (an e2e control call after a 5 s load did). Idle connections are kept longer than clients' pools keep them.
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 4010, 'localhost', resolve));
  const { port, address } = server.address() as AddressInfo;
  const baseUrl = `http://localhost:${port}`;

  const sites = new Map(
    regions.map((region) => {
      const idp = createIdentityProvider(region, {
        baseUrl,
        appOrigins: origins,
        accessTokenTtl: controls.tokenTtl,
      });
      const api = createPlatformApi(
        {
          region,
          users: idp.users,
          issuer: idp.issuer,
          publicJwk: idp.publicJwk,
          dialect: () => dialects.of(region.id),
          seed,
          now,
          ...(options.maxItems === undefined ? {} : { maxItems: options.maxItems }),
        },
        keys,
        store,
      );
      return [region.id, { region, idp, api, callback: idp.provider.callback() }];
    }),
  );

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (
      options.testControls &&
      (url.pathname.startsWith('/__controls') || url.pathname.startsWith('/__requests'))
    ) {
      if (applyCors(req, res, allowed)) return;
      return handleControls(req, res, url, { controls, keys, dialects, store, now });
    }
    const [, regionId = '', ...rest] = url.pathname.split('/');
    const site = sites.get(regionId);
    if (!site) {
      if (url.pathname === '/' || url.pathname === '/healthz') {
        return sendJson(res, 200, { ok: true, regions: regions.map((r) => `${baseUrl}/${r.id}`) });
      }
      return sendError(
        res,
        new HttpError(404, `No region "${regionId}". Regions: ${regions.map((r) => r.id).join(', ')}.`),
      );
    }
    const path = `/${rest.join('/')}`;
    // Preflights are the browser's, not the app's: they are neither counted nor faulted.
    const rule =
      options.testControls && req.method !== 'OPTIONS' ? controls.match(regionId, path, url.search) : null;
    if (rule?.latencyMs) await sleep(rule.latencyMs);
    if (rule?.hang) return; // the socket stays open: a request that never gets an answer
    const isApi = path.startsWith('/v1/');
    if (isApi && applyCors(req, res, allowed)) return;
    if (rule?.errorStatus !== undefined && Math.random() < (rule.errorRate ?? 1)) {
      const headers: Record<string, string> =
        rule.retryAfterSeconds !== undefined ? { 'Retry-After': String(rule.retryAfterSeconds) } : {};
      if (rule.noBody) {
        res.writeHead(rule.errorStatus, headers);
        res.end();
        return;
      }
      return sendError(
        res,
        new HttpError(rule.errorStatus, rule.message ?? 'Injected by the emulator test controls.', headers),
      );
    }
    const bearer = options.testControls && path === '/v1/auth/sso' ? bearerOf(req) : null;
    if (bearer && controls.tokenExpired(regionId, bearer)) {
      // As jose words it for a token past its exp: the token "expired on the server" (a test control).
      return sendError(
        res,
        new HttpError(401, 'The access token was not accepted: "exp" claim timestamp check failed.'),
      );
    }
    if (path.startsWith('/auth/realms/fleet/login/'))
      return handleLogin(req, res, site.idp.provider, site.region, site.idp.users);
    if (path.startsWith('/auth/realms/fleet/') || path === '/auth/realms/fleet') {
      // Mount the provider under the region's realm prefix, as Keycloak's paths.
      req.originalUrl = req.url;
      req.url = (req.url ?? '').slice(`/${regionId}/auth/realms/fleet`.length) || '/';
      return site.callback(req, res);
    }
    if (!isApi) return sendError(res, new HttpError(404, `No such path in region ${regionId}: ${path}`));
    try {
      const answer = await site.api(req, path, url.searchParams);
      const body =
        rule?.maxItems !== undefined && Array.isArray(answer) ? answer.slice(0, rule.maxItems) : answer;
      if (rule?.malformed) {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(spoil(body, rule.malformed));
        return;
      }
      sendJson(res, 200, body);
    } catch (error) {
      sendError(
        res,
        error instanceof HttpError ? error : new HttpError(500, 'The emulator failed; see its log.'),
      );
      if (!(error instanceof HttpError)) console.error(error);
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', baseUrl);
    if (!options.quiet) {
      res.on('finish', () =>
        console.log(
          `${req.method} ${url.pathname} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
        ),
      );
    }
    route(req, res, url).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendError(res, new HttpError(500, 'The emulator failed; see its log.'));
    });
  });

  const stopTraffic =
    options.liveTrafficSeconds !== undefined && options.liveTrafficSeconds > 0
      ? startLiveTraffic(store, seed, options.liveTrafficSeconds, now)
      : () => undefined;

  return {
    url: baseUrl,
    port,
    /** The interface it listens on: loopback only, so nothing else on the network reaches it. */
    address,
    keys: keys.all(),
    /** The platform's clock (`options.now`). */
    now,
    close: () =>
      new Promise<void>((resolve) => {
        stopTraffic();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set before handing a request to oidc-provider, which reads it to know its mount path. */
    originalUrl?: string | undefined;
  }
}
