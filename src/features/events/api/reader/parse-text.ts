import { ExactInteger } from './lenient-values';

type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

/** Whether JSON.parse hands revivers the source text (Chrome 114, Firefox 135, Safari 18.4; not Node 20). */
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

/** The text of a body's chunks, as they came (a character may be split between two). */
export function decodeUtf8(chunks: readonly Uint8Array[]): string {
  const decoder = new TextDecoder();
  if (chunks.length === 1) return decoder.decode(chunks[0]);
  const parts = chunks.map((chunk) => decoder.decode(chunk, { stream: true }));
  parts.push(decoder.decode());
  return parts.join('');
}
