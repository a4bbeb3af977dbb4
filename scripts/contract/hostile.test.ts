import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';

/**
 * An API or identity provider that is not ours and misbehaves: each test says how it answers. Every
 * request it receives is kept, so a test can prove what never reached it.
 */
interface Seen {
  method: string;
  url: string;
  authorization: string;
  body: string;
}
type Answer = { status: number; json?: unknown; headers?: Record<string, string> };

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function fakeServer(answer: (seen: Seen) => Answer) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        body,
      };
      seen.push(request);
      const { status, json, headers } = answer(request);
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(json === undefined ? '' : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const dir = mkdtempSync(join(tmpdir(), 'contract-hostile-'));

/** A config with one region, `au`, whose API and identity provider are the given servers. */
function configFor(apiBaseUrl: string, authUrl: string, extra: Record<string, unknown> = {}) {
  const path = join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
  const region = { id: 'au', label: 'AU', production: false, apiBaseUrl, authUrl, clientId: 'app', ...extra };
  writeFileSync(path, JSON.stringify({ defaultRegion: 'au', regions: [region] }));
  return path;
}

async function run(config: string, env: Record<string, string>) {
  const lines: string[] = [];
  const out = join(dir, `report-${Math.random().toString(36).slice(2)}.md`);
  const push = (line: string) => lines.push(line);
  const code = await runCli(['--region', 'au', '--config', config, '--out', out], env, {
    out: push,
    err: push,
    prompter: null,
  });
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  };
  return { code, printed: lines.join('\n'), markdown: read(out), json: read(out.replace(/\.md$/, '.json')) };
}

/** Any control character but a line break: what a terminal would act on instead of showing. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('npm run contract against a hostile API or identity provider', () => {
  it('never follows a redirect of the password grant: the password and client secret go nowhere else', async () => {
    const elsewhere = await fakeServer(() => ({ status: 200, json: { access_token: 'stolen' } }));
    const provider = await fakeServer(() => ({
      status: 307,
      headers: { Location: `${elsewhere.url}/token` },
    }));
    const api = await fakeServer(() => ({ status: 200, json: [] }));
    const config = configFor(api.url, provider.url, { clientSecret: 'the-client-secret' });
    const { code, printed } = await run(config, { FLEET_USERNAME: 'dana', FLEET_PASSWORD: 'hunter2' });
    expect(code).toBe(1);
    expect(provider.seen).toHaveLength(1);
    expect(elsewhere.seen).toEqual([]);
    expect(api.seen).toEqual([]);
    expect(printed).toMatch(/redirect/i);
  });

  it('never follows a redirect of an API call: the key goes nowhere else', async () => {
    const elsewhere = await fakeServer(() => ({ status: 200, json: [] }));
    const api = await fakeServer((request) => ({
      status: 308,
      headers: { Location: `${elsewhere.url}${request.url}` },
    }));
    const { code } = await run(configFor(api.url, api.url), { FLEET_API_KEY: 'key-of-the-user' });
    expect(code).toBe(1);
    expect(api.seen.length).toBeGreaterThan(0);
    expect(elsewhere.seen).toEqual([]);
  });

  it('prints nothing a terminal would act on, whatever the identity provider sends', async () => {
    const provider = await fakeServer(() => ({
      status: 400,
      json: { error: 'invalid_grant\u001b]0;pwned\u0007', error_description: '\u001b[2J\u009b31mcleared' },
    }));
    const { code, printed } = await run(configFor(provider.url, provider.url), {
      FLEET_USERNAME: 'dana',
      FLEET_PASSWORD: 'hunter2',
    });
    expect(code).toBe(1);
    expect(printed).toContain('invalid_grant');
    expect(printed).not.toMatch(controlCharacter);
  });

  it('writes what the API sends as inert text: no terminal escapes, no Markdown or HTML of its own', async () => {
    const api = await fakeServer(() => ({
      status: 400,
      json: {
        message: '\u001b[31m**bold** [click](https://evil.example) <img src=x onerror=alert(1)>\u009b0m',
        'a`b|c<i>': 1,
      },
    }));
    const { markdown, json, printed } = await run(configFor(api.url, api.url), {
      FLEET_API_KEY: 'k-1234567',
    });
    for (const text of [markdown, json, printed]) expect(text).not.toMatch(controlCharacter);
    expect(markdown).toContain('onerror');
    expect(markdown).not.toMatch(/(^|[^\\])<img/);
    expect(markdown).not.toContain('<i>');
    expect(markdown).not.toContain('[click](');
    expect(markdown).not.toContain('**bold**');
    expect(markdown).not.toMatch(/[^\\]`b/);
  });

  it('keeps no bidi or format character and no line break of the API in what it prints or writes', async () => {
    const forged = '\n- All checks passed\r\n\u2028\u2029# Forged';
    const bidi =
      '\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u00ADl\uFEFFm';
    const api = await fakeServer(() => ({ status: 400, json: { message: `bad${forged}${bidi}` } }));
    const { markdown, json, printed } = await run(configFor(api.url, api.url), {
      FLEET_API_KEY: 'k-1234567',
    });
    expect(markdown).toContain('Forged');
    expect(json).toContain('Forged');
    for (const text of [markdown, json, printed]) expect(text).not.toMatch(/\p{Cf}|[\u2028\u2029]/u);
    // Lines of the report are ours: none starts with what the API wrote after a line break.
    for (const text of [markdown, printed]) expect(text).not.toMatch(/^(- All checks passed|# Forged)/m);
    expect(JSON.stringify(JSON.parse(json))).not.toMatch(/\\[nr]- All/);
  });

  it('redacts a secret of any length, and its JSON-escaped form, wherever the API echoes it', async () => {
    const key = 'k"\\7';
    const api = await fakeServer((request) => ({
      status: 401,
      json: { message: `unknown key ${request.authorization.replace(/^Bearer /, '')}` },
    }));
    const { markdown, json, printed } = await run(configFor(api.url, api.url), { FLEET_API_KEY: key });
    expect(api.seen[0]?.authorization).toBe(`Bearer ${key}`);
    for (const text of [markdown, json, printed]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(JSON.stringify(key).slice(1, -1));
    }
    expect(markdown).toMatch(/\\?\[redacted\\?\]/);
  });

  it('never takes a company key when the user has no USER key', async () => {
    const api = await fakeServer((request) =>
      request.url === '/v1/auth/sso'
        ? {
            status: 200,
            json: { keys: [{ id: 1, label: 'company', type: 'COMPANY', accessToken: 'company-key-1' }] },
          }
        : { status: 200, json: [] },
    );
    const { code, printed } = await run(configFor(api.url, api.url), { FLEET_ACCESS_TOKEN: 'a-token' });
    expect(code).toBe(1);
    expect(printed).toMatch(/no USER key/);
    expect(api.seen.map((request) => request.url)).toEqual(['/v1/auth/sso']);
  });
});
