import * as z from 'zod/mini';
import { locales } from '../i18n/locales';
import { entitySourcesSchema } from './entities-schema';
import { checkProductionRegion } from './production-rules';

/** An absolute http(s) URL without a trailing slash, so paths can be appended with `${base}/v1/...`. */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .check(z.refine((value) => !value.endsWith('/'), 'must not end with "/"'));

const ianaZone = z.string().check(
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as "Australia/Sydney"'),
);

const paramName = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'must be a plain query-parameter name'));
const text = () => z.string().check(z.minLength(1));
/** An integer in a range; the number check first, as zod's z.number().int() has it, so messages match. */
const integer = (...checks: z.core.$ZodCheck<number>[]) => z.number().check(z.int(), ...checks);

export const signInMethodsSchema = z
  .object({
    sso: z._default(z.boolean(), true),
    password: z._default(z.boolean(), false),
    apiKey: z._default(z.boolean(), true),
  })
  .check(z.refine((m) => m.sso || m.password || m.apiKey, 'at least one sign-in method must be enabled'));

/** The shortest interval between two Live follow polls a config may set. */
export const livePollFloorSeconds = 10;

export const regionSchema = z.object({
  id: z
    .string()
    .check(z.regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits or "-" (it is a URL segment)')),
  label: text(),
  production: z.boolean(),
  apiBaseUrl: baseUrl,
  authUrl: baseUrl,
  realm: z._default(text(), 'fleet'),
  clientId: text(),
  /** Only for the password grant; a secret in a browser config is public (docs/security.md). */
  clientSecret: z.optional(text()),
  signIn: z._default(signInMethodsSchema, { sso: true, password: false, apiKey: true }),
  /** Names of the constraint query parameters; the spec does not show them. */
  constraintParams: z._default(
    z.object({
      vehicleIds: z._default(paramName, 'vehicleIds'),
      deviceIds: z._default(paramName, 'deviceIds'),
      fleetIds: z._default(paramName, 'fleetIds'),
      tripIds: z._default(paramName, 'tripIds'),
    }),
    { vehicleIds: 'vehicleIds', deviceIds: 'deviceIds', fleetIds: 'fleetIds', tripIds: 'tripIds' },
  ),
  /** The zone the API reads a bare date in: "user" (the signed-in user's timeZone) or an IANA zone. */
  apiDateZone: z._default(z.union([z.literal('user'), ianaZone]), 'user'),
  odometerUnit: z._default(text(), 'km'),
  /** How long an API call may go unanswered before it fails (and is retried, a bounded number of times). */
  requestTimeoutSeconds: z._default(integer(z.minimum(1), z.maximum(600)), 30),
  /** The wait before a day's request is tried again (a network failure, 429 without Retry-After, 5xx); doubled each time. */
  retryDelaySeconds: z._default(z.number().check(z.minimum(0.1), z.maximum(60)), 1),
  /** How often Live follow asks for the current API date again; at least 10 s, so a tab left open is no load. */
  livePollSeconds: z._default(
    integer(
      z.minimum(
        livePollFloorSeconds,
        `must be at least ${livePollFloorSeconds} (seconds between live updates)`,
      ),
      z.maximum(3600),
    ),
    30,
  ),
  /**
   * The most items this region's API answers in one response, when it cuts longer answers and says nothing
   * (docs/reading-limits.md): a day whose answer reaches it is asked for again in parts. Absent: no known cap.
   */
  maxItemsPerResponse: z.optional(integer(z.minimum(1), z.maximum(10_000_000))),
  /**
   * How this region's API behaves where the spec is silent (docs/configuration.md, "API dialects");
   * `npm run contract` probes a real region and recommends these values.
   */
  dialect: z._default(
    z.object({
      /** `to` includes its own date: one API date D is then requested as from=D&to=D. */
      inclusiveTo: z._default(z.boolean(), false),
      /** `from`/`to` accept ISO 8601 timestamps: a partial day is then requested as exactly that part. */
      isoTimestamps: z._default(z.boolean(), false),
      /** The unit of `timeAt` and `GPS.At`: epoch milliseconds (the spec) or seconds. */
      timeUnit: z._default(z.enum(['ms', 's']), 'ms'),
    }),
    { inclusiveTo: false, isoTimestamps: false, timeUnit: 'ms' },
  ),
  /**
   * The language this region's pages open in until the user picks one (docs/user-guide.md, "Languages");
   * absent: the browser's.
   */
  defaultLocale: z.optional(z.enum(locales)),
  /** Where names for entity ids come from (docs/configuration.md, "Names for ids"); absent: ids only. */
  entities: entitySourcesSchema,
  /**
   * Attribute keys whose values presenter mode shows as sent (docs/user-guide.md, "Presenter mode"); every
   * other attribute's value is hidden while it is on.
   */
  presenterSafeAttributes: z._default(z.array(text()), []),
  /** Shown on the sign-in page; on a production region only in a `demo` file (production-rules.ts). */
  demoCredentials: z.optional(
    z.array(
      z.object({
        username: z.string(),
        password: z.string(),
        // One text, or one per language ("en", "es", "pt-BR"): the page shows the active one.
        note: z.optional(z.union([z.string(), z.record(z.string(), z.string())])),
      }),
    ),
  ),
});

export const mapStyleSchema = z.object({
  id: text(),
  label: text(),
  /** "offline" is the base map shipped with the app; anything else is a MapLibre style URL. */
  url: z.union([z.literal('offline'), z.url({ protocol: /^https?$/ })]),
  attribution: z.optional(z.string()),
});

/**
 * The config file's schema as a build reads it: a development build also allows plain http to this
 * machine on a production region (production-rules.ts).
 */
export function appConfigSchemaFor(build: { development: boolean }) {
  return z
    .object({
      defaultRegion: text(),
      /**
       * A demo or emulator deployment: allows a clientSecret, the password grant and demoCredentials on
       * production regions, and http to this machine in a production build, which a real deployment must
       * not have (docs/security.md, "Why the password grant is off in production").
       */
      demo: z._default(z.boolean(), false),
      regions: z.array(regionSchema).check(z.minLength(1, 'must list at least one region')),
      /**
       * How many MB (2^20 bytes) of events' columns a tab may hold: a window that would need more loads its
       * newest days up to this and says what it left out. A fraction is allowed (tests).
       */
      memoryBudgetMB: z._default(z.number().check(z.positive('must be more than 0 (MB)')), 1024),
      /**
       * How many events one window may hold, whatever the memory allows: past about two million, each join,
       * sort or search over them takes more than a second on a 2-core laptop (docs/configuration.md, "The
       * memory and events budgets").
       */
      maxWindowEvents: z._default(integer(z.minimum(1)), 2_000_000),
      /**
       * How long one API date's response may take to be read on this device. Past it the reading is
       * stopped (its worker ended) and the date fails with Retry, so one huge response cannot hold the page.
       */
      parseTimeLimitSeconds: z._default(integer(z.minimum(1), z.maximum(600)), 20),
      map: z._default(
        z.object({
          styles: z.array(mapStyleSchema).check(z.minLength(1)),
          defaultStyle: text(),
        }),
        {
          styles: [{ id: 'offline', label: 'Offline', url: 'offline' }],
          defaultStyle: 'offline',
        },
      ),
    })
    .check(
      z.superRefine((config, ctx) => {
        const seen = new Set<string>();
        config.regions.forEach((region, index) => {
          if (seen.has(region.id)) {
            ctx.addIssue({
              code: 'custom',
              path: ['regions', index, 'id'],
              message: `duplicate region id "${region.id}"`,
            });
          }
          seen.add(region.id);
        });
        config.regions.forEach((region, index) =>
          checkProductionRegion(
            region,
            { demo: config.demo, developmentBuild: build.development },
            (path, message) => ctx.addIssue({ code: 'custom', path: ['regions', index, ...path], message }),
          ),
        );
        if (!seen.has(config.defaultRegion)) {
          ctx.addIssue({
            code: 'custom',
            path: ['defaultRegion'],
            message: `"${config.defaultRegion}" is not one of the listed regions`,
          });
        }
        if (!config.map.styles.some((style) => style.id === config.map.defaultStyle)) {
          ctx.addIssue({
            code: 'custom',
            path: ['map', 'defaultStyle'],
            message: `"${config.map.defaultStyle}" is not one of map.styles`,
          });
        }
      }),
    );
}

/** As a production build reads the file: the strictest, for tests and the contract CLI. */
export const appConfigSchema = appConfigSchemaFor({ development: false });

export type AppConfig = z.infer<typeof appConfigSchema>;
export type RegionConfig = z.infer<typeof regionSchema>;
export type MapStyleConfig = z.infer<typeof mapStyleSchema>;
