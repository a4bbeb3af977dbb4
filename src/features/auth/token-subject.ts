import { jwtDecode } from 'jwt-decode';
import type { OidcUser } from './oidc-storage';

/** The token's subject: from the ID token's profile, else from the access token (a JWT per the spec). */
export function tokenSubject(user: OidcUser): string | undefined {
  const fromProfile = user.profile?.sub;
  if (fromProfile) return fromProfile;
  try {
    // The payload is base64url of UTF-8 JSON: jwt-decode (oidc-client-ts's own) decodes it as such, where
    // atob alone would turn any character past ASCII into several.
    const { sub } = jwtDecode<{ sub?: unknown }>(user.access_token);
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}
