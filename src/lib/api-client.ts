import * as z from 'zod/mini';
import './zod-messages';
import { i18n } from '../i18n/i18n';
import {
  ApiError,
  CrossRegionKeyError,
  MalformedResponseError,
  NetworkError,
  notJsonError,
  RedirectRefusedError,
  timeoutError,
} from './api-errors';
import { readBody } from './read-body';

/** A Bearer credential, the one API base URL it may ever be sent to, and how long to wait for an answer. */
export interface ApiCredential {
  token: string;
  baseUrl: string;
  /** Without an answer by then, the request fails as a network failure (and may be retried). */
  timeoutMs?: number;
}

export const defaultTimeoutMs = 30_000;

export type QueryParams = Record<string, string | number | undefined>;

export function buildApiUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const url = new URL(`${baseUrl}${path}`);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function belongsTo(url: string, baseUrl: string): boolean {
  const target = new URL(url);
  const base = new URL(baseUrl);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return target.origin === base.origin && `${target.pathname}/`.startsWith(basePath);
}

/**
 * Aborts when either signal does. `AbortSignal.any` where the browser has it (Chrome 116, Firefox 124,
 * Safari 17.4); the build also targets older ones, which get the same from a controller.
 */
export function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

const errorBodySchema = z.looseObject({ message: z.string().check(z.minLength(1)) });

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = `${response.status} ${response.statusText}`.trim();
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success) message = body.data.message;
  } catch {
    // Not JSON: keep the status line; error bodies are not specified.
  }
  return new ApiError(response.status, message, parseRetryAfter(response.headers.get('Retry-After')));
}

/** A browser hides a refused redirect as an 'opaqueredirect' response; other fetches show the 3xx. */
const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

/**
 * GET with a Bearer credential, reading the body with `read`. The credential's base URL is checked here,
 * in the one place every API call passes, so no page can send a region's key to another host.
 */
async function getBody<T>(
  credential: ApiCredential,
  url: string,
  { signal }: { signal?: AbortSignal },
  read: (response: Response) => Promise<T>,
): Promise<T> {
  if (!belongsTo(url, credential.baseUrl)) {
    const { origin } = new URL(url);
    throw new CrossRegionKeyError(`Refused to send this region's key to ${origin}`, () =>
      i18n.t('errors.crossRegion', { origin }),
    );
  }
  const timeoutMs = credential.timeoutMs ?? defaultTimeoutMs;
  // A server that never answers must not leave a spinner forever: the timeout covers headers and body.
  const timeout = AbortSignal.timeout(timeoutMs);
  const failed = (error: unknown): Error => {
    if (signal?.aborted) return error instanceof Error ? error : new Error(String(error));
    if (timeout.aborted) return timeoutError(Math.max(1, Math.round(timeoutMs / 1000)));
    return new NetworkError(error instanceof Error ? error.message : String(error));
  };
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${credential.token}` },
      signal: signal ? eitherSignal(signal, timeout) : timeout,
      // Never follow a redirect with the key attached. 'manual' rather than 'error': the refusal is then
      // told apart from a network failure (and not retried as one).
      redirect: 'manual',
    });
    if (isRedirect(response)) throw new RedirectRefusedError();
    if (!response.ok) throw await errorFrom(response);
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError || error instanceof RedirectRefusedError) throw error;
    throw failed(error);
  }
}

/** GET a JSON document with a Bearer credential. */
export async function getJson(
  credential: ApiCredential,
  url: string,
  options: { signal?: AbortSignal } = {},
): Promise<unknown> {
  const text = await getBody(credential, url, options, (response) => response.text());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJsonError(text.length);
  }
}

/**
 * GET a body as bytes (the chunks it came in), for a parser elsewhere (the events parser's worker): never
 * a string on this thread, and read a slice at a time.
 */
export function getBytes(
  credential: ApiCredential,
  url: string,
  options: { signal?: AbortSignal } = {},
): Promise<Uint8Array[]> {
  return getBody(credential, url, options, (response) => readBody(response));
}

/**
 * Validates a response against its schema; the message names the first bad field. `what` names the
 * document ("a user"): a function gives it in the language active when the error is shown.
 */
export function parseResponse<T>(schema: z.ZodMiniType<T>, json: unknown, what: string | (() => string)): T {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : '';
  // The schema's own wording of the issue is technical detail, passed on as it is.
  const detail = issue?.message ?? '';
  const name = () => (typeof what === 'function' ? what() : what);
  throw new MalformedResponseError(
    `The API sent ${name()} that could not be read${path ? ` at ${path}` : ''}: ${detail}`,
    () =>
      path
        ? i18n.t('errors.unreadableAt', { what: name(), path, detail })
        : i18n.t('errors.unreadable', { what: name(), detail }),
  );
}
