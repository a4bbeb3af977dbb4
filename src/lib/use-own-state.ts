import { useState } from 'react';

/**
 * A control's own state that follows the value it is given: a click or a keystroke sets it at once (the
 * control shows its change in the input's own frame), and a new value given replaces it (the URL caught
 * up, or changed elsewhere). `same` says when the given value is unchanged (a value parsed afresh).
 */
export function useOwnState<T>(given: T, same: (a: T, b: T) => boolean = Object.is): [T, (next: T) => void] {
  const [own, setOwn] = useState(given);
  const [givenFor, setGivenFor] = useState(given);
  // React's pattern for state derived from props: it renders again at once, before any child.
  if (!same(given, givenFor)) {
    setGivenFor(given);
    setOwn(given);
  }
  return [own, setOwn];
}
