import { createHash, randomBytes } from 'node:crypto';
import { startEmulator, type EmulatorOptions } from './start.ts';

export type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/**
 * The platform's "now" in emulator tests: Saturday 21 November 2026, 12:00 UTC (06:00 in Chicago, 01:00
 * on Sunday in Auckland). Every day up to Friday 20 November is whole in every emulated zone, so a test
 * names the day its assertions need (`testDays`), and gets the same data whatever date it runs on.
 */
export const testNow = Date.parse('2026-11-21T12:00:00Z');

/** Days of the test calendar, named for what tests need of them (weekends are lighter, shifts.ts). */
export const testDays = {
  /** A working weekday: nearly every vehicle works. */
  wednesday: '2026-11-18',
  thursday: '2026-11-19',
  tuesday: '2026-11-17',
  monday: '2026-11-16',
  /** A weekend day: a few vehicles work. */
  saturday: '2026-11-14',
  sunday: '2026-11-15',
  /** Seven whole days, Friday to Friday (exclusive): five weekdays and a weekend. */
  week: { from: '2026-11-13', to: '2026-11-20' },
} as const;

/** A clock that reads `start` now and runs on from there, as a platform's does. */
function clockFrom(start: number): () => number {
  const offset = start - Date.now();
  return () => Date.now() + offset;
}

/** A fresh emulator on a free port, quiet, for one test file; its platform clock starts at `testNow`. */
export function startTestEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return startEmulator({ port: 0, quiet: true, now: clockFrom(testNow), ...options });
}

export const tokenUrl = (emu: Emulator, region: string) =>
  `${emu.url}/${region}/auth/realms/fleet/protocol/openid-connect/token`;

export async function passwordToken(
  emu: Emulator,
  region: string,
  form: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(tokenUrl(emu, region), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'fleet-integration',
      client_secret: 'integration-secret',
      username: 'demo',
      password: 'demo',
      grant_type: 'password',
      ...form,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The user's API key for a region: password grant, then the SSO exchange. */
export async function userKey(emu: Emulator, region: string, username = 'demo'): Promise<string> {
  const { body } = await passwordToken(emu, region, { username, password: username });
  const response = await fetch(`${emu.url}/${region}/v1/auth/sso`, {
    headers: { Authorization: `Bearer ${String(body.access_token)}`, Accept: 'application/json' },
  });
  const user = (await response.json()) as { keys: { accessToken: string; type: string }[] };
  const key = user.keys.find((k) => k.type === 'USER');
  if (!key) throw new Error('no USER key');
  return key.accessToken;
}

export async function getJson(url: string, key?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text: some tests expect a body that is not JSON
  }
  return { status: response.status, headers: response.headers, body };
}

/** A tiny cookie jar: enough to walk the code flow's redirects with fetch. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const eventsUrl = (
  emu: Emulator,
  region: string,
  path = '/v1/events',
  params: Record<string, string> = {},
) => `${emu.url}/${region}${path}?${new URLSearchParams(params).toString()}`;

/** What every test-control call carries (the emulator refuses control calls without it). */
export const withControlHeaders = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: {
    'Content-Type': 'application/json',
    'X-Emulator-Control': '1',
    ...(init.headers as Record<string, string>),
  },
});
