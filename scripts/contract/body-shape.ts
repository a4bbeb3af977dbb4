/** Describes a response body in a few words, so a report says what came back without copying it. */

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

export function parseBody(text: string): { json: boolean; body: unknown } {
  if (text.trim() === '') return { json: false, body: undefined };
  try {
    return { json: true, body: JSON.parse(text) as unknown };
  } catch {
    return { json: false, body: text };
  }
}

export function shapeOf(text: string, contentType: string | null): string {
  const { json, body } = parseBody(text);
  if (body === undefined) return 'no body';
  if (!json) {
    const snippet = text.replace(/\s+/g, ' ').trim().slice(0, 80);
    return `not JSON (${contentType ?? 'no content type'}): "${snippet}${text.length > 80 ? '…' : ''}"`;
  }
  if (Array.isArray(body)) {
    const kinds = [...new Set(body.map(typeOf))];
    return body.length === 0
      ? 'empty array'
      : `array of ${body.length} ${kinds.join('/')}${body.length > 1 ? 's' : ''}`;
  }
  if (body !== null && typeof body === 'object') {
    const fields = Object.entries(body)
      .slice(0, 12)
      .map(([key, value]) => `${key}: ${typeOf(value)}`);
    return `object {${fields.join(', ')}${Object.keys(body).length > 12 ? ', …' : ''}}`;
  }
  return `JSON ${typeOf(body)}`;
}

/** The human part of an error body, if it has one: message, error_description or error. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 200);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'error', 'detail', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.slice(0, 200);
  }
  return undefined;
}
