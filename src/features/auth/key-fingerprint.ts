/**
 * A short, non-reversible name for a key, for query keys and logs: data cached under one key is never
 * served to another, and the key itself never appears in the cache's keys or devtools.
 */
export function keyFingerprint(key: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `k${(hash >>> 0).toString(36)}${key.length.toString(36)}`;
}
