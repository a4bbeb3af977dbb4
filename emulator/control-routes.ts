import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { DayStore } from './fleet-data/day-store.ts';
import { addEventNow } from './fleet-data/live-events.ts';
import { parseDialect, type Dialects } from './platform/dialect.ts';
import { HttpError, sendError, sendJson } from './platform/http.ts';
import type { KeyRegistry } from './platform/keys.ts';
import { regions } from './region-list.ts';
import { controlRuleSchema, type TestControls } from './test-controls.ts';

const dialectBodySchema = z.object({
  /** One region; every region when omitted. */
  region: z.string().optional(),
  /** Presets and switches: "jackson", "nulls,seconds" or ["strict", "inclusive-to"]; "standard" for none. */
  dialect: z.union([z.string(), z.array(z.string())]),
});

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

function setDialect(body: unknown, dialects: Dialects) {
  const parsed = dialectBodySchema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const { region, dialect } = parsed.data;
  if (region !== undefined && !regions.some((r) => r.id === region))
    throw new HttpError(400, `No region "${region}". Regions: ${regions.map((r) => r.id).join(', ')}.`);
  try {
    dialects.set(region, parseDialect(dialect));
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Unknown dialect.');
  }
}

const eventNowBodySchema = z.object({
  region: z.string(),
  type: z.string().min(1).max(100).default('ignition'),
  action: z.string().min(1).max(100).default('ON'),
});

function eventNow(body: unknown, store: DayStore, now: number) {
  const parsed = eventNowBodySchema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const { region: id, type, action } = parsed.data;
  const region = regions.find((r) => r.id === id);
  if (!region)
    throw new HttpError(400, `No region "${id}". Regions: ${regions.map((r) => r.id).join(', ')}.`);
  const event = addEventNow(store, region, now, { type, action });
  return {
    id: event.id,
    type: event.type,
    action: event.action,
    timeAt: event.timeAt,
    vehicleId: event.vehicleId,
  };
}

/**
 * Every control call must carry this header, and every POST a JSON body. A page on another site can
 * send neither without a CORS preflight, which the emulator never grants for it: a simple form post or
 * a no-cors fetch cannot set a fault, reset counts or revoke keys.
 */
export const controlHeader = 'X-Emulator-Control';

function refusal(req: IncomingMessage): HttpError | null {
  const json = /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');
  if (req.headers[controlHeader.toLowerCase()] === '1' && (req.method !== 'POST' || json)) return null;
  return new HttpError(
    403,
    `Test controls take JSON ("Content-Type: application/json") with the header "${controlHeader}: 1".`,
  );
}

/**
 * POST /__controls (a rule), POST /__controls/reset (rules, counts and dialects), GET /__controls,
 * POST /__controls/revoke-keys, POST /__controls/expire-tokens (`{ region? }`), POST
 * /__controls/token-ttl (`{ seconds }`: access tokens issued from now on live that long, until a reset), GET /__controls/keys
 * (company and integration keys), GET|POST /__controls/dialect (each region's API dialect),
 * GET /__requests (counts per region and path), POST /__requests/reset, POST /__controls/event-now
 * (`{ region, type?, action? }`: one event at this instant). Only with test controls on.
 */
export async function handleControls(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  {
    controls,
    keys,
    dialects,
    store,
    now,
  }: {
    controls: TestControls;
    keys: KeyRegistry;
    dialects: Dialects;
    store: DayStore;
    /** The platform's clock, for event-now. */
    now: () => number;
  },
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${url.pathname}`;
  const refused = refusal(req);
  if (refused) return sendError(res, refused);
  try {
    switch (route) {
      case 'GET /__controls':
        return sendJson(res, 200, { rules: controls.list() });
      case 'POST /__controls': {
        const rule = controlRuleSchema.safeParse(await readJson(req));
        if (!rule.success)
          throw new HttpError(
            400,
            rule.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          );
        controls.add(rule.data);
        return sendJson(res, 200, { rules: controls.list() });
      }
      case 'POST /__controls/reset':
        controls.reset();
        dialects.reset();
        store.clearAdded();
        return sendJson(res, 200, { rules: [] });
      case 'GET /__controls/dialect':
        return sendJson(res, 200, { dialects: dialects.list() });
      case 'POST /__controls/dialect':
        setDialect(await readJson(req), dialects);
        return sendJson(res, 200, { dialects: dialects.list() });
      case 'POST /__controls/expire-tokens': {
        const body = (await readJson(req)) as { region?: unknown };
        await controls.expireTokens(typeof body.region === 'string' ? body.region : undefined);
        return sendJson(res, 200, { expired: body.region ?? 'all regions' });
      }
      case 'POST /__controls/token-ttl': {
        const body = z
          .object({ seconds: z.number().int().min(1).max(86_400) })
          .safeParse(await readJson(req));
        if (!body.success) throw new HttpError(400, 'Give { "seconds": 1 to 86400 }.');
        controls.setTokenTtl(body.data.seconds);
        return sendJson(res, 200, { seconds: body.data.seconds });
      }
      case 'POST /__controls/revoke-keys':
        keys.revokeAll();
        return sendJson(res, 200, { revoked: true });
      case 'POST /__controls/event-now':
        return sendJson(res, 200, eventNow(await readJson(req), store, now()));
      case 'GET /__controls/keys':
        return sendJson(res, 200, keys.all());
      case 'GET /__requests':
        return sendJson(res, 200, controls.counts());
      case 'POST /__requests/reset':
        controls.resetCounts();
        return sendJson(res, 200, {});
      default:
        throw new HttpError(404, `No control ${route}`);
    }
  } catch (error) {
    sendError(res, error instanceof HttpError ? error : new HttpError(400, 'The body must be JSON.'));
  }
}
