import {
  ExactInteger,
  lastOutcome,
  noteIfRounded,
  outcomes,
  readInstant,
  readString,
} from './lenient-values';
import { UnparsedItem } from './parse-text';
import { cutShort, sentText } from './sent-text';

/**
 * Why an item is not an identifiable event, as data: the page words it in the user's language
 * (`skipReasonText`); the worker that reads responses has no language.
 */
export type SkipReason =
  | { problem: 'missing'; field: 'id' | 'type' | 'timeAt' }
  | { problem: 'notWholeNumber'; field: 'id'; sent: string }
  | { problem: 'notText'; field: 'type'; sent: string }
  | { problem: 'notNumber'; field: 'timeAt'; sent: string }
  | { problem: 'notObject'; sent: string }
  | { problem: 'notJson'; sent: string }
  | { problem: 'notReadable'; detail: string }
  | { problem: 'notEvent' };

/** What identifies one event, or why an item is not one (`reason` in English, for logs and tests). */
export type Identity =
  | { ok: true; id: number; idText: string | null; inexact: boolean; type: string; timeAt: number }
  | { ok: false; reason: string; why: SkipReason };

type Skip = { ok: false; reason: string; why: SkipReason };

const digits = /^-?\d+$/;

function readId(value: unknown): { id: number; idText: string | null; inexact: boolean } | Skip {
  if (typeof value === 'number' && Number.isSafeInteger(value))
    return { id: value, idText: null, inexact: false };
  if (value instanceof ExactInteger)
    return { id: Number(value.digits), idText: value.digits, inexact: false };
  // A whole number past 2^53 that reached here was rounded by JSON.parse: shown, but flagged (when the day
  // was parsed keeping digits, the engine could not keep them).
  if (typeof value === 'number' && Number.isInteger(value)) {
    noteIfRounded(value);
    return { id: value, idText: null, inexact: true };
  }
  if (typeof value === 'string' && digits.test(value.trim())) {
    const text = value.trim().replace(/^(-?)0+(?=\d)/, '$1');
    const id = Number(text);
    return { id, idText: Number.isSafeInteger(id) ? null : text, inexact: false };
  }
  if (value === undefined || value === null)
    return { ok: false, reason: 'id: missing', why: { problem: 'missing', field: 'id' } };
  const sent = sentText(value);
  return {
    ok: false,
    reason: `id: not a whole number (sent ${sent})`,
    why: { problem: 'notWholeNumber', field: 'id', sent },
  };
}

/**
 * Reads id, type and timeAt: without all three an item is skipped, with the reason. Lenient like every
 * other field (an id sent as text, a timeAt sent as numeric or ISO 8601 text), and `timeUnit` scales
 * seconds to ms.
 */
export function readIdentity(item: unknown, timeScale: number): Identity {
  if (item instanceof UnparsedItem) {
    const sent = cutShort(item.text);
    return { ok: false, reason: `not JSON (sent ${sent})`, why: { problem: 'notJson', sent } };
  }
  // An ExactInteger is an object only as the digits of a long number sent as the item itself.
  if (typeof item !== 'object' || item === null || Array.isArray(item) || item instanceof ExactInteger) {
    const sent = sentText(item);
    return { ok: false, reason: `not an event object (sent ${sent})`, why: { problem: 'notObject', sent } };
  }
  const event = item as Record<string, unknown>;
  const id = readId(event.id);
  if ('ok' in id) return id;
  const type = readString(event.type);
  if (type === undefined || type === '') {
    if (lastOutcome() !== outcomes.unreadable)
      return { ok: false, reason: 'type: missing', why: { problem: 'missing', field: 'type' } };
    const sent = sentText(event.type);
    return {
      ok: false,
      reason: `type: not text (sent ${sent})`,
      why: { problem: 'notText', field: 'type', sent },
    };
  }
  // Read the same rounded or not, but counted as lenient when its digits were kept (not a number then).
  noteIfRounded(event.timeAt);
  const time = readInstant(event.timeAt, timeScale);
  if (Number.isNaN(time)) {
    if (lastOutcome() !== outcomes.unreadable)
      return { ok: false, reason: 'timeAt: missing', why: { problem: 'missing', field: 'timeAt' } };
    const sent = sentText(event.timeAt);
    return {
      ok: false,
      reason: `timeAt: not a number (sent ${sent})`,
      why: { problem: 'notNumber', field: 'timeAt', sent },
    };
  }
  return { ok: true, ...id, type, timeAt: time };
}

/** An item whose reading threw (the reader's bug, or a value no reader can take): skipped, saying why. */
export function unreadableItem(error: unknown): Skip {
  const detail = error instanceof Error ? error.message : sentText(error);
  return { ok: false, reason: `could not be read (${detail})`, why: { problem: 'notReadable', detail } };
}
