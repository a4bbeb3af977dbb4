/**
 * What the contract check prints or writes comes partly from an API and an identity provider that are not
 * ours: it is made inert here before anyone reads it.
 */

/** C0 and C1 control characters and DEL, but the line break: a terminal acts on them instead of showing them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/**
 * Format characters (Unicode Cf: bidi embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069,
 * the marks U+200E/U+200F, zero-width characters) and the line and paragraph separators: invisible, yet
 * they reorder or break what is shown, so an API's text could make a line read as something else.
 */
const formatCharacters = /[\p{Cf}\u2028\u2029]/gu;

/**
 * The text without control or format characters, so printing it cannot move the cursor, retitle or clear
 * a terminal, nor reorder what a reader sees. Line breaks stay: the check's own messages have some.
 */
export function printable(text: string): string {
  return text.replace(controlCharacters, '').replace(formatCharacters, '');
}

/**
 * A value from an API or identity provider as one printable line: its line breaks become spaces, so it
 * cannot start a line of its own in a report or on the terminal and pass for one of the check's.
 */
export function oneLine(text: string): string {
  return printable(text.replace(/[\r\n]+/g, ' '));
}

/**
 * Replaces every secret the check handled, whatever its length, as written and as JSON writes it inside a
 * string (a quote or backslash in a password is escaped there), should an API have echoed one. Longest
 * first, so a secret that contains another is replaced whole.
 */
export function redact(text: string, secrets: readonly string[]): string {
  const forms = secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]);
  return [...new Set(forms)]
    .filter((form) => form.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((out, form) => out.split(form).join('[redacted]'), text);
}

/**
 * Every string value in a JSON-like value passed through `clean`, and every key made printable (some, such
 * as the names of fields the spec does not know, are the API's): a report with the API's texts inert.
 */
export function cleanStrings<T>(value: T, clean: (text: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanStrings(item, clean)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [printable(key), cleanStrings(item, clean)]),
    ) as T;
  }
  return value;
}
