import { z } from 'zod';
import { locales } from '../i18n/locales';
import { entitySourcesSchema } from './entities-schema';

/** An absolute http(s) URL without a trailing slash, so paths can be appended with `${base}/v1/...`. */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .refine((value) => !value.endsWith('/'), 'must not end with "/"');

const ianaZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as "Australia/Sydney"');

const paramName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'must be a plain query-parameter name');

export const signInMethodsSchema = z
  .object({
    sso: z.boolean().default(true),
    password: z.boolean().default(false),
    apiKey: z.boolean().default(true),
  })
  .refine((m) => m.sso || m.password || m.apiKey, 'at least one sign-in method must be enabled');

/** The shortest interval between two Live follow polls a config may set. */
export const livePollFloorSeconds = 10;

export const regionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits or "-" (it is a URL segment)'),
  label: z.string().min(1),
  production: z.boolean(),
  apiBaseUrl: baseUrl,
  authUrl: baseUrl,
  realm: z.string().min(1).default('fleet'),
  clientId: z.string().min(1),
  /** Only for the password grant; a secret in a browser config is public (see README). */
  clientSecret: z.string().min(1).optional(),
  signIn: signInMethodsSchema.default({ sso: true, password: false, apiKey: true }),
  /** Names of the constraint query parameters; the spec does not show them. */
  constraintParams: z
    .object({
      vehicleIds: paramName.default('vehicleIds'),
      deviceIds: paramName.default('deviceIds'),
      fleetIds: paramName.default('fleetIds'),
      tripIds: paramName.default('tripIds'),
    })
    .default({ vehicleIds: 'vehicleIds', deviceIds: 'deviceIds', fleetIds: 'fleetIds', tripIds: 'tripIds' }),
  /** The zone the API reads a bare date in: "user" (the signed-in user's timeZone) or an IANA zone. */
  apiDateZone: z.union([z.literal('user'), ianaZone]).default('user'),
  odometerUnit: z.string().min(1).default('km'),
  /** How long an API call may go unanswered before it fails (and is retried, a bounded number of times). */
  requestTimeoutSeconds: z.number().int().min(1).max(600).default(30),
  /** How often Live follow asks for the current API date again; at least 10 s, so a tab left open is no load. */
  livePollSeconds: z
    .number()
    .int()
    .min(livePollFloorSeconds, `must be at least ${livePollFloorSeconds} (seconds between live updates)`)
    .max(3600)
    .default(30),
  /**
   * How this region's API behaves where the spec is silent (README, "API dialects"); `npm run contract`
   * probes a real region and recommends these values.
   */
  dialect: z
    .object({
      /** `to` includes its own date: one API date D is then requested as from=D&to=D. */
      inclusiveTo: z.boolean().default(false),
      /** `from`/`to` accept ISO 8601 timestamps: a partial day is then requested as exactly that part. */
      isoTimestamps: z.boolean().default(false),
      /** The unit of `timeAt` and `GPS.At`: epoch milliseconds (the spec) or seconds. */
      timeUnit: z.enum(['ms', 's']).default('ms'),
    })
    .default({ inclusiveTo: false, isoTimestamps: false, timeUnit: 'ms' }),
  /** The language this region's pages open in until the user picks one (README, "Languages"); absent: the browser's. */
  defaultLocale: z.enum(locales).optional(),
  /** Where names for entity ids come from (README, "Names for ids"); absent: ids only. */
  entities: entitySourcesSchema,
  /** Shown on the sign-in page; only for emulator or demo regions. */
  demoCredentials: z
    .array(z.object({ username: z.string(), password: z.string(), note: z.string().optional() }))
    .optional(),
});

export const mapStyleSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  /** "offline" is the base map shipped with the app; anything else is a MapLibre style URL. */
  url: z.union([z.literal('offline'), z.url({ protocol: /^https?$/ })]),
  attribution: z.string().optional(),
});

export const appConfigSchema = z
  .object({
    defaultRegion: z.string().min(1),
    /**
     * A demo or emulator deployment: allows a clientSecret and the password grant on production regions,
     * which a real deployment must not offer (README, "Why the password grant is off in production").
     */
    demo: z.boolean().default(false),
    regions: z.array(regionSchema).min(1, 'must list at least one region'),
    map: z
      .object({
        styles: z.array(mapStyleSchema).min(1),
        defaultStyle: z.string().min(1),
      })
      .default({
        styles: [{ id: 'offline', label: 'Offline', url: 'offline' }],
        defaultStyle: 'offline',
      }),
  })
  .superRefine((config, ctx) => {
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
    if (!config.demo) {
      config.regions.forEach((region, index) => {
        if (!region.production) return;
        const refuse = (path: (string | number)[], what: string) =>
          ctx.addIssue({
            code: 'custom',
            path: ['regions', index, ...path],
            message: `${what} is not allowed on a production region: a browser config is public. Remove it, or set "demo": true at the top of a demo or emulator config.`,
          });
        if (region.clientSecret !== undefined) refuse(['clientSecret'], 'A client secret');
        if (region.signIn.password) refuse(['signIn', 'password'], 'The password grant');
      });
    }
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
  });

export type AppConfig = z.infer<typeof appConfigSchema>;
export type RegionConfig = z.infer<typeof regionSchema>;
export type MapStyleConfig = z.infer<typeof mapStyleSchema>;
