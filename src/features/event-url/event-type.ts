/** What a type in the events URL (`types=`) may be written as: letters, digits and `_ . : -`, at most 64. */
const typePattern = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * Whether a type can go in a request path, `/v1/events/{type}`, once decoded. Any text can, encoded,
 * except "." and ".." (a browser resolves those, and their percent-encoded forms, which the router
 * decodes to them, as dot segments) and a text holding a slash or a backslash (a proxy that decodes
 * `%2F`, or reads a backslash as a slash, before routing would climb out of the path): either way the
 * request would reach another path of the same API with the region's key. The `types=` filter never
 * allowed a slash, so no type a user could list is lost.
 */
export function isPathSafeType(type: string): boolean {
  return type !== '' && type !== '.' && type !== '..' && !/[/\\]/.test(type);
}

/** Whether a text can be a type filter in the events URL or the types field. */
export function isEventType(text: string): boolean {
  return typePattern.test(text) && isPathSafeType(text);
}
