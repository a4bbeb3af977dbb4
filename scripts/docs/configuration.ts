// The reference part of docs/configuration.md: every key of config.json with its type, default and an
// example, generated from the app's zod schema (src/config/schema.ts) through its JSON Schema, so the page
// cannot drift from what the app accepts. What each key means is written here, in `meanings`; the test
// beside this file fails when a schema key has no meaning, a meaning names no key, or the checked-in page
// is not what this script writes. Run `npm run docs:config` after changing the schema or a meaning.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import * as z from 'zod/mini';
import { appConfigSchema } from '../../src/config/schema.ts';

export const docPath = 'docs/configuration.md';
export const beginMarker =
  '<!-- generated: the keys of config.json, from src/config/schema.ts by `npm run docs:config`; do not edit by hand -->';
export const endMarker = '<!-- end of the generated keys -->';

/** What each key means, by its path: `regions[]` for each region, `<kind>` for each entity kind. */
export const meanings: Record<string, string> = {
  defaultRegion: 'Region id that `/` opens. Must be one of `regions[].id`.',
  demo:
    '`true` marks a demo or emulator file: only then may a production region have `clientSecret`, ' +
    '`signIn.password` or `demoCredentials`, and a production build use `http://` to this machine ' +
    '(see [the password grant](security.md#why-the-password-grant-is-off-in-production)).',
  regions: 'The regions offered in the region selector, in this order.',
  'regions[].id': 'Lowercase URL segment (`au` → `/au/events`). Unique.',
  'regions[].label': 'Name shown in the region selector.',
  'regions[].production': '`false` shows a "non-production" banner and marks the region in the selector.',
  'regions[].apiBaseUrl':
    'Platform API base, `{base_url}` of the spec, no trailing `/` (calls go to `{apiBaseUrl}/v1/...`). ' +
    '`https://` on a production region (`http://` to localhost only in a development build or a demo file).',
  'regions[].authUrl':
    'Identity provider base, `{auth_url}` of the spec, no trailing `/`. `https://` on a production region ' +
    '(`http://` to localhost only in a development build or a demo file).',
  'regions[].realm': 'Keycloak realm: the OIDC authority is `{authUrl}/auth/realms/{realm}`.',
  'regions[].clientId': "OIDC client id of this app at the region's provider (a public client).",
  'regions[].clientSecret':
    'Only for the password grant, and public by nature in a browser; refused on a production region ' +
    'unless `demo` is set.',
  'regions[].signIn': 'The sign-in methods the sign-in page offers; at least one must be on.',
  'regions[].signIn.sso': 'Single sign-on at the identity provider (authorization code with PKCE).',
  'regions[].signIn.password':
    'The password grant. Refused on a production region unless `demo` is set ' +
    '(see [the password grant](security.md#why-the-password-grant-is-off-in-production)).',
  'regions[].signIn.apiKey':
    'A pasted API key (user, company or integration), checked before it is accepted.',
  'regions[].constraintParams':
    'Query-parameter names for the id constraints, since the spec does not show them. ' +
    '`npm run contract` confirms them against a real region.',
  'regions[].constraintParams.vehicleIds': 'Parameter that carries vehicle ids (comma-separated).',
  'regions[].constraintParams.deviceIds': 'Parameter that carries device ids (comma-separated).',
  'regions[].constraintParams.fleetIds': 'Parameter that carries fleet ids (comma-separated).',
  'regions[].constraintParams.tripIds': 'Parameter that carries trip ids (comma-separated).',
  'regions[].apiDateZone':
    "The time zone the API reads a bare `YYYY-MM-DD` in: `user` (the signed-in user's `timeZone`) or an " +
    'IANA zone such as `Australia/Sydney`.',
  'regions[].odometerUnit': 'Unit shown next to odometer readings (the spec does not say).',
  'regions[].requestTimeoutSeconds':
    'An API call with no answer by then fails as a network failure (retried up to three times, then a ' +
    "Retry button). Also the identity provider's request timeout.",
  'regions[].retryDelaySeconds':
    "The wait before a day's request is tried again after a network failure, a 5xx or a 429 without " +
    '`Retry-After`; doubled at each of the three retries (1, 2, 4 s by default).',
  'regions[].livePollSeconds':
    'How often Live follow asks for the current API date again. At least 10, so a tab left open stays a ' +
    'light load.',
  'regions[].maxItemsPerResponse':
    "The most items this region's API answers in one response, where it cuts longer answers and says " +
    'nothing: a day whose answer reaches it is asked for again in parts until none is full ' +
    '([reading limits](reading-limits.md)). Absent: a day of a round number of items (1,000 or more) says ' +
    'it may be cut and offers "Load in parts".',
  'regions[].dialect':
    "How this region's API behaves where the spec is silent: see [API dialects](#api-dialects). " +
    '`npm run contract` tells which values a real region needs.',
  'regions[].dialect.inclusiveTo':
    '`true`: `to` includes its own date, so one API date D is asked for as `from=D&to=D`.',
  'regions[].dialect.isoTimestamps':
    '`true`: `from`/`to` take ISO 8601 timestamps, so each date is asked for as exactly the part of it the ' +
    'window covers.',
  'regions[].dialect.timeUnit':
    'The unit of `timeAt` and `GPS.At`: epoch milliseconds (the spec) or seconds.',
  'regions[].defaultLocale':
    "The language this region's pages open in until the user picks one in the language menu; absent: the " +
    "browser's languages. The shipped config sets `es` for Mexico.",
  'regions[].entities':
    'Where names for the ids events carry come from, per kind: `vehicle`, `device`, `company`, `trip`, ' +
    '`fleet`. A kind left out is shown by id (or by names imported in the browser); any other kind is an ' +
    'error. See [Names for ids](#names-for-ids-regionsentities).',
  'regions[].entities.<kind>': "Where one kind's names come from. Needs `one` or `many`, or both.",
  'regions[].entities.<kind>.one':
    'URL template for one entity with `{id}`, relative to `apiBaseUrl`. A 404 means the id has no name.',
  'regions[].entities.<kind>.many':
    'URL template for a list with `{ids}` (comma-separated). With both, a lone id uses `one`.',
  'regions[].entities.<kind>.listPath':
    'Dot path to the array in a `many` answer; absent: the answer is the list. Ids the list leaves out ' +
    'have no name.',
  'regions[].entities.<kind>.idPath': "Dot path to each list entry's id (a number, or a number as text).",
  'regions[].entities.<kind>.namePath': 'Dot path to the display name (a number reads an array element).',
  'regions[].entities.<kind>.secondaryPath':
    'Dot path to the text shown after the name (registration, serial); the name when there is no name.',
  'regions[].entities.<kind>.batchSize': 'Ids per `many` request.',
  'regions[].presenterSafeAttributes':
    'Attribute keys whose values presenter mode shows as sent; every other attribute value is hidden while it is on ([user guide](user-guide.md#presenter-mode)).',
  'regions[].demoCredentials':
    'Accounts shown first on the sign-in page, each with "Fill in" for the password form. On a production ' +
    'region only in a `demo` file.',
  'regions[].demoCredentials[].username': "The account's username.",
  'regions[].demoCredentials[].password': 'Its password, shown on the page.',
  'regions[].demoCredentials[].note':
    'What the account is for: one text, or one per language (`en`, `es`, `pt-BR`); the page shows the ' +
    'active one.',
  memoryBudgetMB:
    "MB (2^20 bytes) of events' columns one tab may hold. A window that would need more loads its newest " +
    'days up to it and says what it left out (see [Budgets](#the-memory-and-events-budgets)).',
  maxWindowEvents:
    'Events one window may hold, whatever the memory allows: past about two million each join, sort or ' +
    'search takes over a second on a 2-core machine. A deployment on faster machines may raise it.',
  parseTimeLimitSeconds:
    "How long reading one API date's response may take. Past it the reading is stopped and that date fails " +
    'with Retry; the other dates go on.',
  map: 'The base maps offered on the map.',
  'map.styles': 'Base maps to choose from.',
  'map.styles[].id': 'Id of the style, for `map.defaultStyle`.',
  'map.styles[].label': 'Name shown in the style menu.',
  'map.styles[].url': 'A MapLibre style URL, or `offline` for the base map shipped with the app.',
  'map.styles[].attribution': 'Credit shown on the map for this style.',
  'map.defaultStyle': 'Id of the style shown first. Must be one of `map.styles[].id`.',
};

/**
 * Examples for the keys that neither config.production.example.json nor public/config.json shows with a
 * short value (those come first, so an example is a value a shipped file really holds).
 */
const handExamples: Record<string, unknown> = {
  regions: [{ id: 'au', label: 'Australia', production: true }],
  'regions[].clientSecret': 'only-for-a-demo',
  'regions[].requestTimeoutSeconds': 30,
  'regions[].retryDelaySeconds': 0.5,
  'regions[].livePollSeconds': 60,
  'regions[].maxItemsPerResponse': 10000,
  'regions[].dialect': { inclusiveTo: true, timeUnit: 's' },
  'regions[].dialect.inclusiveTo': true,
  'regions[].dialect.isoTimestamps': true,
  'regions[].dialect.timeUnit': 's',
  'regions[].constraintParams': { vehicleIds: 'vehicle_id' },
  'regions[].entities': { vehicle: { one: '/v1/vehicles/{id}' } },
  'regions[].entities.<kind>': { many: '/v1/vehicles?ids={ids}' },
  'regions[].entities.<kind>.listPath': 'data.items',
  'regions[].entities.<kind>.idPath': 'vehicleId',
  'regions[].entities.<kind>.namePath': 'details.label',
  'regions[].presenterSafeAttributes': ['status', 'speedKmh'],
  'regions[].demoCredentials': [{ username: 'demo', password: 'demo' }],
  'regions[].demoCredentials[].note': 'fleet manager',
  maxWindowEvents: 3000000,
  'map.styles': [{ id: 'offline', label: 'Offline', url: 'offline' }],
  'map.styles[].id': 'offline',
  'map.styles[].label': 'Offline',
  'map.styles[].url': 'https://tiles.openfreemap.org/styles/liberty',
  'map.styles[].attribution': 'OpenFreeMap © OpenMapTiles Data from OpenStreetMap',
  'map.defaultStyle': 'offline',
};

/** The part of a JSON Schema this script reads. */
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
}

export interface KeyRow {
  path: string;
  type: string;
  required: boolean;
  defaultValue: unknown;
  example: unknown;
}

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' or ');
  const range = (): string => {
    const low =
      schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : schema.minimum?.toString();
    if (low !== undefined && schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
      return `, ${low}–${schema.maximum}`;
    if (low !== undefined) return schema.exclusiveMinimum !== undefined ? ` ${low}` : ` ≥ ${low}`;
    return '';
  };
  switch (schema.type) {
    case 'integer':
      return `integer${range()}`;
    case 'number':
      return `number${range()}`;
    case 'string':
      if (schema.format === 'uri') return 'URL';
      return schema.minLength ? 'text, not empty' : 'text';
    case 'array':
      return `list of ${schema.items?.type === 'object' ? 'objects' : typeOf(schema.items ?? {})}${schema.minItems ? `, ≥ ${schema.minItems}` : ''}`;
    case 'object':
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        return `object of ${typeOf(schema.additionalProperties)}`;
      return 'object';
    default:
      return schema.type ?? 'any';
  }
}

/** A value at a path of the example configs, `[]` taking the first element that has the rest. */
function valueAt(value: unknown, path: string[]): unknown {
  if (path.length === 0) return value;
  const [head = '', ...rest] = path;
  if (head.endsWith('[]')) {
    const list = (value as Record<string, unknown> | undefined)?.[head.slice(0, -2)];
    if (!Array.isArray(list)) return undefined;
    for (const item of list) {
      const found = valueAt(item, rest);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (head === '<kind>') {
    for (const item of Object.values((value as Record<string, unknown> | undefined) ?? {})) {
      const found = valueAt(item, rest);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  return valueAt((value as Record<string, unknown>)[head], rest);
}

/** The schema's keys, depth first in the schema's order; entity kinds, all alike, as one `<kind>`. */
export function keyRows(examples: unknown[]): KeyRow[] {
  const root = z.toJSONSchema(appConfigSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const rows: KeyRow[] = [];
  const example = (path: string) => {
    for (const config of examples) {
      const found = valueAt(config, path.split('.'));
      if (found !== undefined && JSON.stringify(found).length <= longest) return found;
    }
    return handExamples[path];
  };
  const walk = (schema: JsonSchema, prefix: string) => {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const kinds = Object.values(properties);
    const alike =
      kinds.length > 2 && kinds.every((kind) => JSON.stringify(kind) === JSON.stringify(kinds[0]));
    const entries: [string, JsonSchema][] = alike ? [['<kind>', kinds[0] ?? {}]] : Object.entries(properties);
    for (const [name, property] of entries) {
      const path = prefix ? `${prefix}.${name}` : name;
      const isList = property.type === 'array' && property.items?.type === 'object';
      rows.push({
        path,
        type: typeOf(property),
        required: required.has(name),
        defaultValue: property.default,
        example: example(path),
      });
      if (property.properties) walk(property, path);
      if (isList && property.items) walk(property.items, `${path}[]`);
    }
  };
  walk(root, '');
  return rows;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The longest value written out whole; a longer default is its fields' own. */
const longest = 60;

function shown(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length > longest ? "its fields' defaults" : `\`${json}\``;
}

/** The generated reference: one table of every key, between the markers. */
export function reference(rows: KeyRow[]): string {
  const lines = [
    '| key | type | required or default | example | meaning |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const meaning = meanings[row.path] ?? '';
      const need =
        row.defaultValue !== undefined ? shown(row.defaultValue) : row.required ? '**required**' : 'optional';
      const example =
        row.example === undefined || JSON.stringify(row.example).length > longest
          ? 'see its fields'
          : shown(row.example);
      return `| \`${row.path}\` | ${cell(row.type)} | ${need} | ${cell(example)} | ${cell(meaning)} |`;
    }),
  ];
  return lines.join('\n');
}

export function exampleConfigs(): unknown[] {
  return ['config.production.example.json', 'public/config.json'].map(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as unknown,
  );
}

/** The page with its generated part replaced; throws when the markers are missing. */
export function withReference(page: string, generated: string): string {
  const begin = page.indexOf(beginMarker);
  const end = page.indexOf(endMarker);
  if (begin < 0 || end < begin)
    throw new Error(`${docPath} must hold the markers ${beginMarker} … ${endMarker}`);
  return `${page.slice(0, begin + beginMarker.length)}\n\n${generated}\n\n${page.slice(end)}`;
}

/** docs/configuration.md as this script writes it: the page with its reference regenerated, formatted. */
export async function regeneratedPage(page: string): Promise<string> {
  const options = (await resolveConfig(docPath)) ?? {};
  return format(withReference(page, reference(keyRows(exampleConfigs()))), {
    ...options,
    filepath: docPath,
  });
}

if (process.argv[1]?.endsWith('configuration.ts')) {
  const page = readFileSync(docPath, 'utf8');
  const next = await regeneratedPage(page);
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error(`${docPath} is not what the schema gives: run npm run docs:config`);
      process.exit(1);
    }
  } else {
    writeFileSync(docPath, next);
    console.log(`wrote ${docPath}`);
  }
}
