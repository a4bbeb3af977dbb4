import { parseBody, shapeOf } from './body-shape.ts';
import { isRedirect, redirectRefused } from './credentials.ts';
import type { CallRecord } from './report-types.ts';

export interface ProbeResponse {
  status: number | null;
  body: unknown;
  record: CallRecord;
}

/**
 * Read-only GETs against one region's API, one at a time, each recorded (purpose, path and query, status,
 * size, body shape) so the report can say exactly what was sent. The key travels only in the header.
 */
export function createProbeClient(baseUrl: string, apiKey: string, timeoutMs: number) {
  const calls: CallRecord[] = [];

  async function get(
    purpose: string,
    path: string,
    params: Record<string, string> = {},
    options: { key?: string } = {},
  ): Promise<ProbeResponse> {
    const query = new URLSearchParams(params).toString();
    const target = query ? `${path}?${query}` : path;
    const started = performance.now();
    const record: CallRecord = { purpose, method: 'GET', target, status: null, ms: 0, bytes: 0, shape: '' };
    calls.push(record);
    try {
      const response = await fetch(`${baseUrl}${target}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${options.key ?? apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
        // Never followed: a 307 or 308 would send the key in its header to wherever the API names.
        redirect: 'manual',
      });
      const text = await response.text();
      record.status = response.status;
      if (isRedirect(response)) record.error = redirectRefused('This call', response);
      record.bytes = Buffer.byteLength(text);
      record.shape = shapeOf(text, response.headers.get('content-type'));
      return { status: response.status, body: parseBody(text).body, record };
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      record.shape = 'no answer';
      return { status: null, body: undefined, record };
    } finally {
      record.ms = Math.round(performance.now() - started);
    }
  }

  return { get, calls };
}

export type ProbeClient = ReturnType<typeof createProbeClient>;
