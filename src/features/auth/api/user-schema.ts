import * as z from 'zod/mini';
import { i18n } from '../../../i18n/i18n';

export const apiKeySchema = z.looseObject({
  id: z.number(),
  label: z.optional(z.string()),
  accessToken: z.string().check(z.minLength(1)),
  type: z.string(),
});

/** Spec 2.2. Fields other than the keys are for display, so they are optional: a missing name must not lock a user out. */
export const platformUserSchema = z.looseObject({
  id: z.number(),
  companyId: z.optional(z.number()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.string()),
  username: z.optional(z.string()),
  isSiteAdmin: z.optional(z.boolean()),
  status: z.optional(z.string()),
  keys: z.array(apiKeySchema),
  // The spec does not show a role's fields; keep whatever arrives and show a name where there is one.
  roles: z.optional(z.array(z.unknown())),
  timeZone: z.optional(z.string()),
  type: z.optional(z.looseObject({ code: z.string() })),
});

export type PlatformUser = z.infer<typeof platformUserSchema>;

/**
 * The user as the app keeps it: with its first USER key and no other. The platform may send company or
 * integration keys too, with wider rights; this app calls the API as the user, so holding them in memory
 * or handing them to other tabs (lending.ts) would only widen what a leak gives away.
 */
export const userWithOwnKeySchema = z.pipe(
  platformUserSchema,
  z.transform((user): PlatformUser => ({
    ...user,
    keys: user.keys.filter((key) => key.type === 'USER').slice(0, 1),
  })),
);

export function roleNames(user: PlatformUser): string[] {
  return (user.roles ?? []).map((role) => {
    if (typeof role === 'string') return role;
    if (role && typeof role === 'object') {
      const named = role as Record<string, unknown>;
      for (const field of ['name', 'label', 'code', 'id']) {
        const value = named[field];
        if (typeof value === 'string' || typeof value === 'number') return String(value);
      }
    }
    return JSON.stringify(role);
  });
}

/** The user's name as the platform gives it; only a user without any is named by the app (when shown). */
export function displayName(user: PlatformUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.username || user.email || i18n.t('auth:userMenu.user', { id: user.id });
}
