import type { FleetEvent } from './event-object';

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * An event back in the API's shape (spec 2.1), for the JSON export and the raw view of a row: fields as
 * read, an unreadable field as it was sent, attributes with the JSON types they came in, unknown fields
 * as they came. An id beyond 2^53 is written as its digits in text, so no reader rounds it.
 */
export function toApiShape(event: FleetEvent): Record<string, unknown> {
  const { idText, idInexact: _inexact, unreadable, extra, attributes, ...fields } = event;
  const shape: Record<string, unknown> = {
    ...fields,
    id: Number.isSafeInteger(event.id) ? event.id : idText,
  };
  // Object.fromEntries and spreads define own properties: a field named "__proto__" stays a field.
  if (attributes)
    shape.attributes = Object.fromEntries(
      attributes.map(({ key, kind, text }) => [key, kind === 'string' ? text : parsedOrText(text)]),
    );
  for (const [field, sent] of Object.entries(unreadable)) shape[field] = parsedOrText(sent);
  return { ...shape, ...extra };
}
