import type { RegionConfig } from '../../src/config/schema.ts';
import { shapeOf } from './body-shape.ts';
import type { Prompter } from './hidden-prompt.ts';
import type { CallRecord } from './report-types.ts';

/** Environment variables the check reads credentials from; never arguments (they land in shell history). */
export const credentialEnv = {
  apiKey: 'FLEET_API_KEY',
  accessToken: 'FLEET_ACCESS_TOKEN',
  username: 'FLEET_USERNAME',
  password: 'FLEET_PASSWORD',
  clientId: 'FLEET_CLIENT_ID',
  clientSecret: 'FLEET_CLIENT_SECRET',
} as const;

export interface Credentials {
  apiKey: string;
  /** How the key was obtained, in words; never the secret. */
  describe: string;
  /** Every secret seen, so the report can be checked to hold none of them. */
  secrets: string[];
  /** The user's zone, when the SSO exchange gave one. */
  userZone: string | null;
  calls: CallRecord[];
}

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** A 3xx, or a browser-like fetch's hidden redirect: never followed by the check. */
export const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

/**
 * The words for a redirect the check refused. A 307 or 308 would send the same body (a password, a client
 * secret) or header (a key, a token) again to wherever the server names.
 */
export function redirectRefused(what: string, response: Response): string {
  const location = response.headers.get('location');
  const where = location && URL.canParse(location) ? ` to ${new URL(location).origin}` : '';
  return `${what} was answered with a redirect (status ${response.status}${where}); the check never follows one, so no credential is sent anywhere else.`;
}

async function call(calls: CallRecord[], purpose: string, url: string, target: string, init: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  calls.push({
    purpose,
    method: init.method === 'POST' ? 'POST' : 'GET',
    target,
    status: response.status,
    ms: Math.round(performance.now() - started),
    bytes: Buffer.byteLength(text),
    shape: shapeOf(text, response.headers.get('content-type')),
  });
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  if (isRedirect(response)) throw new Error(redirectRefused(purpose, response));
  if (!response.ok) {
    const why = [body.error, body.error_description, body.message]
      .filter((v) => typeof v === 'string')
      .join(': ');
    throw new Error(`${purpose} failed: status ${response.status}${why ? ` (${why})` : ''}.`);
  }
  return body;
}

/** The documented password grant (spec 4.1): the region's client id and secret, a user's name and password. */
async function passwordGrant(
  region: RegionConfig,
  env: Env,
  username: string,
  password: string,
  calls: CallRecord[],
) {
  const clientId = value(env, credentialEnv.clientId) ?? region.clientId;
  const clientSecret = value(env, credentialEnv.clientSecret) ?? region.clientSecret;
  const path = `/auth/realms/${region.realm}/protocol/openid-connect/token`;
  const form = new URLSearchParams({ grant_type: 'password', client_id: clientId, username, password });
  if (clientSecret) form.set('client_secret', clientSecret);
  const body = await call(calls, 'sign in: password grant', `${region.authUrl}${path}`, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form,
  });
  if (typeof body.access_token !== 'string') throw new Error('The token response has no access_token.');
  return {
    token: body.access_token,
    secrets: [password, ...(clientSecret ? [clientSecret] : []), body.access_token],
  };
}

/** GET /v1/auth/sso (spec 4.2): the user object, whose USER key the probes use. */
async function exchange(region: RegionConfig, token: string, calls: CallRecord[]) {
  const user = await call(
    calls,
    'sign in: SSO exchange',
    `${region.apiBaseUrl}/v1/auth/sso`,
    '/v1/auth/sso',
    {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    },
  );
  const keys = Array.isArray(user.keys) ? (user.keys as Record<string, unknown>[]) : [];
  // Only the user's own key: a company or integration key would check the API with other rights.
  const key = keys.find((k) => k.type === 'USER' && typeof k.accessToken === 'string');
  if (typeof key?.accessToken !== 'string')
    throw new Error(
      `The SSO exchange returned no USER key (keys[].type "USER"); the check never falls back to another kind of key. Set ${credentialEnv.apiKey} to check with a company or integration key on purpose.`,
    );
  return { apiKey: key.accessToken, userZone: typeof user.timeZone === 'string' ? user.timeZone : null };
}

/**
 * An API key from, in order: FLEET_API_KEY; FLEET_ACCESS_TOKEN (exchanged); FLEET_USERNAME and
 * FLEET_PASSWORD (password grant, then exchanged); else questions on the terminal, answers hidden.
 */
export async function obtainCredentials(
  region: RegionConfig,
  env: Env,
  prompter: Prompter | null,
): Promise<Credentials> {
  const calls: CallRecord[] = [];
  const apiKey = value(env, credentialEnv.apiKey);
  if (apiKey)
    return {
      apiKey,
      describe: `an API key (${credentialEnv.apiKey})`,
      secrets: [apiKey],
      userZone: null,
      calls,
    };
  const token = value(env, credentialEnv.accessToken);
  if (token) {
    const user = await exchange(region, token, calls);
    return {
      ...user,
      describe: `an access token (${credentialEnv.accessToken}), exchanged for a user key`,
      secrets: [token, user.apiKey],
      calls,
    };
  }
  let username = value(env, credentialEnv.username);
  let password = value(env, credentialEnv.password);
  let from = `${credentialEnv.username}/${credentialEnv.password}`;
  if (!username || !password) {
    if (!prompter)
      throw new Error(
        `No credentials. Set ${credentialEnv.apiKey}, or ${credentialEnv.accessToken}, or ${credentialEnv.username} and ${credentialEnv.password} (with ${credentialEnv.clientId}/${credentialEnv.clientSecret} when the region's config has no client secret), or run in a terminal to be asked.`,
      );
    from = username
      ? `${credentialEnv.username} and a password typed at the prompt`
      : 'a username and password typed at the prompt';
    if (!username) {
      const key = await prompter.ask(
        `API key for ${region.id} (input hidden; leave empty to sign in with a username): `,
        { hidden: true },
      );
      if (key)
        return {
          apiKey: key,
          describe: 'an API key (typed at the prompt)',
          secrets: [key],
          userZone: null,
          calls,
        };
      username = await prompter.ask('Username: ');
    }
    password ??= await prompter.ask(`Password for ${username} (input hidden): `, { hidden: true });
  }
  if (!username || !password) throw new Error('A username and a password are both needed.');
  const grant = await passwordGrant(region, env, username, password, calls);
  const user = await exchange(region, grant.token, calls);
  return {
    ...user,
    describe: `${from} (password grant, then the SSO exchange)`,
    secrets: [...grant.secrets, user.apiKey],
    calls,
  };
}
