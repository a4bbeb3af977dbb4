/** Where error objects commonly carry their text (the spec does not say: section 7), most telling first. */
const messageFields = ['message', 'error_description', 'error', 'detail', 'title'] as const;
const maxMessage = 300;

/**
 * The text an error object the API sent carries (`{"error": "...", "message": "..."}` with status 200):
 * the first of the usual fields that holds text, on one line, cut to a length a sentence can hold. The
 * API's words are shown as they are, not translated.
 */
export function apiMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  for (const field of messageFields) {
    const value = (json as Partial<Record<string, unknown>>)[field];
    if (typeof value !== 'string') continue;
    const text = value.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    if (text.length <= maxMessage) return text;
    // Not between the two halves of a character outside the BMP.
    const end = /[\uD800-\uDBFF]/.test(text.charAt(maxMessage - 1)) ? maxMessage - 1 : maxMessage;
    return `${text.slice(0, end)}…`;
  }
  return undefined;
}
