import { i18n } from '../../i18n/i18n';
import { ApiError, describeError } from '../../lib/api-errors';
import { isOidcErrorResponse } from './oidc-client';

/** Why a password sign-in failed, in the active language (call it when the text is shown). */
export function describePasswordError(error: unknown, regionLabel: string): string {
  if (isOidcErrorResponse(error)) {
    if (error.error === 'invalid_grant') return i18n.t('auth:password.wrong');
    if (error.error === 'unauthorized_client' || error.error === 'unsupported_grant_type') {
      return i18n.t('auth:password.notAllowed', { region: regionLabel });
    }
    // The identity provider's own words, when it gave any, are shown as they are.
    return error.error_description ?? error.error ?? i18n.t('auth:password.refused');
  }
  return i18n.t('auth:password.unreachable', { region: regionLabel });
}

/** Why a pasted key was not taken, in the active language (call it when the text is shown). */
export function describeApiKeyError(error: unknown, regionLabel: string): string {
  if (error instanceof ApiError && error.status === 401)
    return i18n.t('auth:apiKey.rejected', { region: regionLabel });
  if (error instanceof ApiError && error.status === 403) {
    return i18n.t('auth:apiKey.forbidden', { region: regionLabel });
  }
  return describeError(error);
}
