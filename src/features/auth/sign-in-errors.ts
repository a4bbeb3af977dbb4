import { ErrorResponse } from 'oidc-client-ts';
import { ApiError, describeError } from '../../lib/api-errors';

export function describePasswordError(error: unknown, regionLabel: string): string {
  if (error instanceof ErrorResponse) {
    if (error.error === 'invalid_grant') return 'Wrong username or password.';
    if (error.error === 'unauthorized_client' || error.error === 'unsupported_grant_type') {
      return `${regionLabel}'s identity provider does not allow password sign-in for this app.`;
    }
    return error.error_description ?? error.error ?? 'The identity provider refused the sign-in.';
  }
  return `${regionLabel}'s identity provider could not be reached. Check your connection, or try again later.`;
}

export function describeApiKeyError(error: unknown, regionLabel: string): string {
  if (error instanceof ApiError && error.status === 401)
    return `${regionLabel}'s API does not accept this key.`;
  if (error instanceof ApiError && error.status === 403) {
    return `This key is valid but may not read events in ${regionLabel} (403).`;
  }
  return describeError(error);
}
