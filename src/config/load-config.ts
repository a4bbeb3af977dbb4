import '../lib/zod-messages';
import { appConfigSchemaFor, type AppConfig } from './schema';

export interface ConfigProblem {
  /** Where in config.json, e.g. "regions[3].apiBaseUrl"; empty for the file as a whole. */
  path: string;
  message: string;
}

export type ConfigResult =
  { ok: true; config: AppConfig } | { ok: false; url: string; problems: ConfigProblem[] };

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out === '' ? String(part) : `${out}.${String(part)}`;
  }, '');
}

/**
 * Validates already-parsed JSON; pure, so every kind of bad file can be unit-tested. The build decides
 * whether a production region may use plain http to this machine; tests pass it to check either.
 */
export function parseConfig(
  json: unknown,
  url: string,
  build: { development: boolean } = { development: import.meta.env.DEV },
): ConfigResult {
  const result = appConfigSchemaFor(build).safeParse(json);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    url,
    problems: result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
  };
}

export async function loadConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  const fail = (message: string): ConfigResult => ({ ok: false, url, problems: [{ path: '', message }] });
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache' });
  } catch (error) {
    return fail(`could not be fetched (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) return fail(`could not be loaded: HTTP ${response.status} ${response.statusText}`.trim());
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return parseConfig(json, url);
}
