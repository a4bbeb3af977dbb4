import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendError, sendJson } from './platform/http.ts';
import type { KeyRegistry } from './platform/keys.ts';
import { controlRuleSchema, type TestControls } from './test-controls.ts';

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

/**
 * POST /__controls (a rule), POST /__controls/reset, GET /__controls, POST /__controls/revoke-keys,
 * GET /__controls/keys (company and integration keys), GET /__requests (counts per region and path), POST /__requests/reset. Only with test controls on.
 */
export async function handleControls(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  controls: TestControls,
  keys: KeyRegistry,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${url.pathname}`;
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
        return sendJson(res, 200, { rules: [] });
      case 'POST /__controls/revoke-keys':
        keys.revokeAll();
        return sendJson(res, 200, { revoked: true });
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
