import { boundedJson } from './bounded-json';
import { ExactInteger, noteIfRounded } from './lenient-values';
import type { ValueKind } from './prop-list';
import { cutTo, maxValueChars } from './read-limits';

const maxSentText = 2_000;

/**
 * How deeply a kept value may nest. Far below where JSON.stringify and JSON.parse run out of stack (about
 * 5,000 levels in V8), so that the page, whose stack is deeper than the parser's, can still write it in
 * the raw view and the export.
 */
const maxNesting = 1_000;

const withDigits = (_key: string, v: unknown): unknown => {
  noteIfRounded(v);
  return v instanceof ExactInteger ? v.digits : v;
};

/** A text cut to what is worth showing beside "unreadable" or "skipped", saying how long it was. */
export function cutShort(text: string): string {
  return text.length > maxSentText ? `${text.slice(0, maxSentText)}… (${text.length} characters)` : text;
}

/**
 * The start of a value's JSON, written without recursion: for values nested too deeply for JSON.stringify.
 * Work is a stack of values still to write and punctuation still to close with.
 */
function jsonStart(value: unknown, length: number): string {
  let out = '';
  const work: ({ value: unknown } | { text: string })[] = [{ value }];
  while (work.length > 0 && out.length < length) {
    const next = work.pop() as { value: unknown } | { text: string };
    if ('text' in next) {
      out += next.text;
      continue;
    }
    const v = next.value;
    if (typeof v !== 'object' || v === null || v instanceof ExactInteger) {
      noteIfRounded(v);
      out += v instanceof ExactInteger ? v.digits : (JSON.stringify(v) ?? 'null');
      continue;
    }
    const entries: [string | null, unknown][] = Array.isArray(v)
      ? v.map((item: unknown) => [null, item])
      : Object.entries(v);
    out += Array.isArray(v) ? '[' : '{';
    work.push({ text: Array.isArray(v) ? ']' : '}' });
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string | null, unknown];
      work.push({ value: item });
      if (key !== null) work.push({ text: `${JSON.stringify(key)}:` });
      if (i > 0) work.push({ text: ',' });
    }
  }
  return out.slice(0, length);
}

/** A value as the API sent it, for showing beside "unreadable": its JSON, cut short when huge. Never throws. */
export function sentText(value: unknown): string {
  if (value instanceof ExactInteger) return value.digits;
  let text: string;
  try {
    text = JSON.stringify(value, withDigits) ?? String(value);
  } catch {
    try {
      // Nested deeper than JSON.stringify goes (String would recurse as deep): its start is enough to show.
      return `${jsonStart(value, maxSentText)}…`;
    } catch {
      return '…';
    }
  }
  return cutShort(text);
}

/**
 * A value of an attribute or an unknown field: its JSON type, its text to keep (whole JSON for arrays and
 * objects, parsed again on the page), and its length when it was cut to `limit` characters (null when
 * whole; NaN for an array or object, which is written only as far as the limit). A cut value is kept as a
 * string ending in "…". Throws for a value nested more than `maxNesting` deep within what is kept: the event
 * is then skipped, not kept with a value the page cannot write.
 */
export function kindAndText(value: unknown, limit = maxValueChars): [ValueKind, string, number | null] {
  if (typeof value === 'string')
    return value.length > limit ? ['string', cutTo(value, limit), value.length] : ['string', value, null];
  if (typeof value === 'number') {
    noteIfRounded(value);
    return ['number', String(value), null];
  }
  if (typeof value === 'boolean') return ['boolean', String(value), null];
  if (value === null) return ['null', 'null', null];
  if (value instanceof ExactInteger) return ['number', value.digits, null];
  const json = boundedJson(value, limit);
  if (json.depth > maxNesting) throw new RangeError(`nested more than ${maxNesting} levels deep`);
  return json.cut ? ['string', `${json.text}…`, NaN] : ['json', json.text, null];
}
