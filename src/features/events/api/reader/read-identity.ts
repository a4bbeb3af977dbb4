import { ExactInteger, lastOutcome, outcomes, readNumber, readString, sentText } from './lenient-values';

/** What identifies one event, or why an item is not one. */
export type Identity =
  | { ok: true; id: number; idText: string | null; inexact: boolean; type: string; timeAt: number }
  | { ok: false; reason: string };

const digits = /^-?\d+$/;

function readId(value: unknown): { id: number; idText: string | null; inexact: boolean } | string {
  if (typeof value === 'number' && Number.isSafeInteger(value))
    return { id: value, idText: null, inexact: false };
  if (value instanceof ExactInteger)
    return { id: Number(value.digits), idText: value.digits, inexact: false };
  // A whole number past 2^53 that reached here was already rounded by JSON.parse: shown, but flagged.
  if (typeof value === 'number' && Number.isInteger(value)) return { id: value, idText: null, inexact: true };
  if (typeof value === 'string' && digits.test(value.trim())) {
    const text = value.trim().replace(/^(-?)0+(?=\d)/, '$1');
    const id = Number(text);
    return { id, idText: Number.isSafeInteger(id) ? null : text, inexact: false };
  }
  if (value === undefined || value === null) return 'id: missing';
  return `id: not a whole number (sent ${sentText(value)})`;
}

/**
 * Reads id, type and timeAt: without all three an item is skipped, with the reason. Lenient like every
 * other field (an id sent as text, a timeAt sent as numeric text), and `timeUnit` scales seconds to ms.
 */
export function readIdentity(item: unknown, timeScale: number): Identity {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return { ok: false, reason: `not an event object (sent ${sentText(item)})` };
  const event = item as Record<string, unknown>;
  const id = readId(event.id);
  if (typeof id === 'string') return { ok: false, reason: id };
  const type = readString(event.type);
  if (type === undefined || type === '')
    return {
      ok: false,
      reason:
        lastOutcome() === outcomes.unreadable
          ? `type: not text (sent ${sentText(event.type)})`
          : 'type: missing',
    };
  const time = readNumber(event.timeAt);
  if (Number.isNaN(time))
    return {
      ok: false,
      reason:
        lastOutcome() === outcomes.unreadable
          ? `timeAt: not a number (sent ${sentText(event.timeAt)})`
          : 'timeAt: missing',
    };
  return { ok: true, ...id, type, timeAt: Math.round(time * timeScale) };
}
