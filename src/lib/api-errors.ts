import { formatNumber } from '../i18n/format';
import { i18n } from '../i18n/i18n';

/**
 * An error with two texts: `message`, in English, for logs and tests; and `describe()`, what a person
 * reads, made when it is shown (not when it is thrown), so it is in the language active then.
 */
export class DescribedError extends Error {
  constructor(
    message: string,
    private readonly describeText?: () => string,
  ) {
    super(message);
  }

  describe(): string {
    return this.describeText?.() ?? this.message;
  }
}

/** What went wrong talking to the platform API, in forms the UI can word for a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The API's own message (or the HTTP status line): what the API sends is not translated. */
    message: string,
    /** Seconds from a 429's Retry-After header, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The API could not be reached: the browser's own reason, or (with a text of ours) the wait that ran out. */
export class NetworkError extends DescribedError {
  override readonly name = 'NetworkError';
}

/** The server answered 2xx, but not with what the spec describes. */
export class MalformedResponseError extends DescribedError {
  override readonly name = 'MalformedResponseError';
}

/** A key was about to be sent to a host other than its own region's API: refused before any request. */
export class CrossRegionKeyError extends DescribedError {
  override readonly name = 'CrossRegionKeyError';
}

/**
 * The API answered a keyed call with a redirect. It is not followed: a same-origin redirect keeps the
 * Authorization header, so following it would send the key to whatever path the redirect names.
 */
export class RedirectRefusedError extends DescribedError {
  override readonly name = 'RedirectRefusedError';
  constructor() {
    super(
      'The API answered with a redirect. The app does not follow redirects on calls that carry a key, so the key was not sent on; ask the operator to point the region at the final address.',
      () => i18n.t('errors.redirectRefused'),
    );
  }
}

/** A network failure after waiting `seconds` for an answer. */
export function timeoutError(seconds: number): NetworkError {
  return new NetworkError(`no answer within ${seconds} s`, () =>
    i18n.t('errors.noAnswer', { seconds: formatNumber(seconds) }),
  );
}

/** A 2xx body that is not JSON, of `bytes` bytes. */
export function notJsonError(bytes: number): MalformedResponseError {
  return new MalformedResponseError(`The API sent a response that is not JSON (${bytes} bytes).`, () =>
    i18n.t('errors.notJson', { count: bytes, n: formatNumber(bytes) }),
  );
}

/** An error in the active language, for a person to read. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return i18n.t('errors.unauthorized');
    if (error.status === 403) {
      const detail = error.message.trim();
      return detail ? i18n.t('errors.forbiddenWithDetail', { detail }) : i18n.t('errors.forbidden');
    }
    return error.message;
  }
  if (error instanceof NetworkError) return i18n.t('errors.unreachable', { detail: error.describe() });
  if (error instanceof DescribedError) return error.describe();
  if (error instanceof Error) return error.message;
  return String(error);
}
