import type { OidcUser } from './oidc-storage';

/** The token's subject: from the ID token's profile, else from the access token (a JWT per the spec). */
export function tokenSubject(user: OidcUser): string | undefined {
  const fromProfile = user.profile?.sub;
  if (fromProfile) return fromProfile;
  const payload = user.access_token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = json && typeof json === 'object' ? (json as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}
