import { z } from 'zod';

/** One fault to inject (only when started with test controls on). Matching: region, path prefix, query text. */
export const controlRuleSchema = z.object({
  region: z.string().optional(),
  /** Prefix of the path after the region, e.g. "/v1/events" or "/auth/realms/fleet/protocol/openid-connect/token". */
  path: z.string().optional(),
  /** Text the query string must contain, e.g. "from=2026-11-10" for one API date only. */
  query: z.string().optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  /** Share of matching requests that fail with errorStatus (default 1 when errorStatus is set). */
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: z.number().int().min(400).max(599).optional(),
  /** With errorStatus: the error body's message (default: says it was injected). */
  message: z.string().max(2000).optional(),
  /** With errorStatus: send no body at all, as some gateways do. */
  noBody: z.boolean().optional(),
  /** With errorStatus 429: the Retry-After header; omit for a 429 without one. */
  retryAfterSeconds: z.number().int().min(0).optional(),
  malformed: z.enum(['not-json', 'truncated', 'object', 'non-objects', 'bad-fields']).optional(),
  /** Send at most this many items of an events list, as a server that cuts its answers and says nothing. */
  maxItems: z.number().int().min(1).optional(),
  /** Never answer (a timeout). */
  hang: z.boolean().optional(),
  /** Apply to the next n matching requests only. */
  times: z.number().int().min(1).optional(),
});

export type ControlRule = z.infer<typeof controlRuleSchema>;

/** The `iat` (seconds) of a JWT, without verifying it: the API verifies the token itself. */
function issuedAt(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat?: unknown;
    };
    return typeof payload.iat === 'number' ? payload.iat : null;
  } catch {
    return null;
  }
}

export function createTestControls(defaultTokenTtl = 300) {
  let rules: ControlRule[] = [];
  let tokenTtl = defaultTokenTtl;
  const counts = new Map<string, number>();
  /** Per region (or '*'): access tokens issued before this second count as expired at the API. */
  const notBefore = new Map<string, number>();
  return {
    /**
     * From now on the API treats every access token issued so far as expired, as after a long sleep:
     * waits for the next whole second first, so a token issued after this returns is never caught.
     */
    async expireTokens(region = '*') {
      const second = Math.ceil((Date.now() + 1) / 1000);
      notBefore.set(region, second);
      await new Promise((resolve) => setTimeout(resolve, second * 1000 - Date.now()));
    },
    /** Seconds the access tokens issued from now on live (the emulator's setting until a reset). */
    tokenTtl: () => tokenTtl,
    setTokenTtl(seconds: number) {
      tokenTtl = seconds;
    },
    tokenExpired(region: string, token: string): boolean {
      const cutoff = Math.max(notBefore.get(region) ?? 0, notBefore.get('*') ?? 0);
      const iat = issuedAt(token);
      return cutoff > 0 && iat !== null && iat < cutoff;
    },
    add(rule: ControlRule) {
      rules.push(rule);
    },
    list: () => rules,
    counts: () => Object.fromEntries(counts),
    reset() {
      rules = [];
      tokenTtl = defaultTokenTtl;
      counts.clear();
      notBefore.clear();
    },
    resetCounts() {
      counts.clear();
    },
    /** Counts the request and returns the rule that applies to it, if any (spending one of its `times`). */
    match(region: string, path: string, query = ''): ControlRule | null {
      const key = `${region} ${path}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const rule = rules.find(
        (r) =>
          (!r.region || r.region === region) &&
          (!r.path || path.startsWith(r.path)) &&
          (!r.query || query.includes(r.query)),
      );
      if (!rule) return null;
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules = rules.filter((r) => r !== rule);
      }
      return rule;
    },
  };
}

export type TestControls = ReturnType<typeof createTestControls>;

/** A JSON body spoiled the way a rule asks, for the app's hostile-input tests. */
export function spoil(body: unknown, kind: NonNullable<ControlRule['malformed']>): string {
  const text = JSON.stringify(body);
  switch (kind) {
    case 'not-json':
      return '<html><body>Gateway says hello</body></html>';
    case 'truncated':
      return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    case 'object':
      return JSON.stringify({ events: body });
    case 'non-objects':
      return JSON.stringify(Array.isArray(body) ? body.map((_, i) => i) : [1, 'two', null]);
    case 'bad-fields':
      return JSON.stringify(
        Array.isArray(body)
          ? body.map((e: Record<string, unknown>, i) =>
              i % 2 === 0 ? { ...e, id: String(e.id), GPS: { Lat: 'north' } } : e,
            )
          : { id: 'x' },
      );
  }
}
