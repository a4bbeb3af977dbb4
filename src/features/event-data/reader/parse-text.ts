import { splitTopLevelArray } from './json-scan';
import { ExactInteger } from './lenient-values';
import { mayHoldWideObjects, parseItem, parseWideDay } from './wide-items';

type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

/** Whether JSON.parse hands revivers the source text (Chrome 114, Firefox 135, Safari 18.4, Node 22). */
const reviverSeesSource = (() => {
  try {
    const probe: SourceReviver = (_key, value, context) => context?.source ?? value;
    return JSON.parse('1', probe as Parameters<typeof JSON.parse>[1]) === '1';
  } catch {
    return false;
  }
})();

/** A number literal of 16 digits or more outside a string: a quick test before the slower exact parse. */
const longInteger = /[:[,]\s*-?\d{16,}(?![\d.eE])/;

const exactReviver: SourceReviver = (_key, value, context) =>
  typeof value === 'number' &&
  !Number.isSafeInteger(value) &&
  Number.isInteger(value) &&
  context?.source !== undefined &&
  /^-?\d+$/.test(context.source)
    ? new ExactInteger(context.source)
    : value;

/**
 * JSON.parse, except that an integer beyond 2^53 keeps its digits (as an `ExactInteger`, or where the
 * engine cannot show revivers the source, as text) instead of silently becoming another number. Throws
 * SyntaxError for text that is not JSON.
 */
export function parseJsonText(text: string): unknown {
  const json: unknown = JSON.parse(text);
  if (!longInteger.test(text)) return json;
  if (reviverSeesSource) return JSON.parse(text, exactReviver as Parameters<typeof JSON.parse>[1]);
  try {
    // Long integer literals written as strings; a literal inside a string breaks the JSON, and the first
    // parse (rounded, and flagged where it matters) stands.
    return JSON.parse(
      text.replace(/([:[,]\s*)(-?\d{16,})(?=\s*[,}\]])/g, (all, before: string, number: string) =>
        Number.isSafeInteger(Number(number)) ? all : `${before}"${number}"`,
      ),
    ) as unknown;
  } catch {
    return json;
  }
}

/** An item of a response's array that JSON.parse could not take, as its text. */
export class UnparsedItem {
  constructor(readonly text: string) {}
}

/**
 * A day's response: parsed whole (an object too long for JSON.parse's cost read by `parseWideDay`, keeping
 * what an event can keep), or, when that fails but the text is one whole array, item by item, so
 * that an item JSON.parse cannot take (malformed, or nested deeper than the engine parses) costs only
 * itself and comes back as an `UnparsedItem`. Throws what parsing the whole threw for text that is not
 * one whole array (cut short, HTML...). `digits: 'kept'` parses as `parseJsonText`; 'rounded', by plain
 * JSON.parse, skips its search of the whole text for long integers: the reader notes any it meets, and the
 * day is then parsed again keeping them (DayParser).
 */
export function parseDayText(text: string, digits: 'kept' | 'rounded'): unknown {
  const parse = digits === 'kept' ? parseJsonText : (json: string): unknown => JSON.parse(json);
  try {
    return (mayHoldWideObjects(text) ? parseWideDay(text, parse) : null) ?? parse(text);
  } catch (error) {
    const items = splitTopLevelArray(text);
    if (items === null) throw error;
    return items.map((item) => {
      try {
        return parseItem(item, parse);
      } catch {
        return new UnparsedItem(item.trim());
      }
    });
  }
}

/** The text of a body's chunks, as they came (a character may be split between two). */
export function decodeUtf8(chunks: readonly Uint8Array[]): string {
  const decoder = new TextDecoder();
  if (chunks.length === 1) return decoder.decode(chunks[0]);
  const parts = chunks.map((chunk) => decoder.decode(chunk, { stream: true }));
  parts.push(decoder.decode());
  return parts.join('');
}
