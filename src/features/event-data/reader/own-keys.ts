// Field names come from the API, and one may be "__proto__": assigned to a plain object it would replace
// the prototype (or be ignored) instead of becoming a key, and the field would vanish.

/** Sets `key` as an own property of `target`, whatever the key. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An empty object for counts by field name: without a prototype, "__proto__" is a key like any other. */
export const countsByName = (): Record<string, number> => Object.create(null) as Record<string, number>;
