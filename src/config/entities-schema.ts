import * as z from 'zod/mini';

/** The kinds of entity an event names by id (the spec: company, vehicle, device, trip) and fleets (constraints). */
export const entityKinds = ['vehicle', 'device', 'company', 'trip', 'fleet'] as const;
export type EntityKind = (typeof entityKinds)[number];

const placeholderPattern = /\{([^{}]*)\}/g;

/** A path segment as the server reads it; null when it holds a "%" that is no percent-encoding. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What is wrong with a URL template, or null. A template is a path (and query) relative to the region's
 * `apiBaseUrl`, so a region's key is never sent elsewhere, holding exactly one `{placeholder}`.
 */
export function templateProblem(template: string, placeholder: 'id' | 'ids'): string | null {
  if (!template.startsWith('/') || template.startsWith('//'))
    return 'must be a path relative to apiBaseUrl, starting with one "/" (e.g. "/v1/vehicles/{id}")';
  if (/[\s\\#]/.test(template)) return 'must not contain spaces, "\\" or "#"';
  const [path = ''] = template.split('?');
  // Decoded first: a browser resolves "%2e%2e", ".%2E" and the like as ".." too.
  const segments = path.split('/').map(decodedSegment);
  if (segments.includes(null)) return 'has a "%" that is not a percent-encoded byte';
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return 'must not contain "." or ".." path segments, plain or percent-encoded';
  if ((template.match(/\?/g) ?? []).length > 1) return 'must not contain more than one "?"';
  const names = [...template.matchAll(placeholderPattern)].map((match) => match[1]);
  const unknown = names.find((name) => name !== placeholder);
  if (unknown !== undefined)
    return `has the unknown placeholder "{${unknown}}"; only "{${placeholder}}" is filled in`;
  if (names.length !== 1) return `must contain "{${placeholder}}" exactly once`;
  if (/[{}]/.test(template.replace(`{${placeholder}}`, ''))) return 'has an unbalanced "{" or "}"';
  return null;
}

const template = (placeholder: 'id' | 'ids') =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = templateProblem(value, placeholder);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** A dot-separated path into a JSON object: "name", "registration.plate", "items.0.label". */
const fieldPath = z
  .string()
  .check(
    z.regex(
      /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/,
      'must be a field name or a dot-separated path such as "details.name"',
    ),
  );

export const entitySourceSchema = z
  .object({
    /** One entity: GET {apiBaseUrl}{one with {id} filled in}, answering one object (404: no such entity). */
    one: z.optional(template('id')),
    /** Several entities: GET {apiBaseUrl}{many with {ids} as comma-separated ids}, answering a list. */
    many: z.optional(template('ids')),
    /** Where the list is in a `many` answer; absent: the answer is the list itself. */
    listPath: z.optional(fieldPath),
    /** The entity's id in each list entry (a number, or a number as text). */
    idPath: z._default(fieldPath, 'id'),
    /** The display name ("Ute 12"). */
    namePath: z._default(fieldPath, 'name'),
    /** Secondary text shown beside the name (registration, serial); absent: none. */
    secondaryPath: z.optional(fieldPath),
    /** Ids per `many` request. */
    // The number check first, then the integer's, as zod's z.number().int() has them.
    batchSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 100),
  })
  .check(
    z.refine((source) => source.one !== undefined || source.many !== undefined, {
      message: 'needs "one" or "many" (or both): a URL template for one entity or for a list',
    }),
  );

const kindShape = Object.fromEntries(entityKinds.map((kind) => [kind, z.optional(entitySourceSchema)])) as {
  [K in EntityKind]: z.ZodMiniOptional<typeof entitySourceSchema>;
};

/** Where each kind's names come from; a kind left out is shown by id (or by names imported in the browser). */
export const entitySourcesSchema = z._default(
  z.pipe(
    z.looseObject(kindShape).check(
      z.superRefine((sources, ctx) => {
        // Unknown fields are ignored elsewhere ("$comment"), but a misspelt kind would silently mean "ids only".
        for (const key of Object.keys(sources)) {
          if (key.startsWith('$') || (entityKinds as readonly string[]).includes(key)) continue;
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `"${key}" is not an entity kind; the kinds are ${entityKinds.join(', ')}`,
          });
        }
      }),
    ),
    z.transform((sources): { [K in EntityKind]?: EntitySourceConfig } =>
      Object.fromEntries(entityKinds.flatMap((kind) => (sources[kind] ? [[kind, sources[kind]]] : []))),
    ),
  ),
  {},
);

export type EntitySourceConfig = z.infer<typeof entitySourceSchema>;
