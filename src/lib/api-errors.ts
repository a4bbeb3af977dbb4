/** What went wrong talking to the platform API, in forms the UI can word for a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** Seconds from a 429's Retry-After header, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The server answered 2xx, but not with what the spec describes. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
}

/** A key was about to be sent to a host other than its own region's API: refused before any request. */
export class CrossRegionKeyError extends Error {
  override readonly name = 'CrossRegionKeyError';
}

/**
 * The API answered a keyed call with a redirect. It is not followed: a same-origin redirect keeps the
 * Authorization header, so following it would send the key to whatever path the redirect names.
 */
export class RedirectRefusedError extends Error {
  override readonly name = 'RedirectRefusedError';
  constructor() {
    super(
      'The API answered with a redirect. The app does not follow redirects on calls that carry a key, so the key was not sent on; ask the operator to point the region at the final address.',
    );
  }
}

export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'The API did not accept the credentials (401).';
    if (error.status === 403) return `This key cannot see that (403). ${error.message}`.trim();
    return error.message;
  }
  if (error instanceof NetworkError) return `The API could not be reached: ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
