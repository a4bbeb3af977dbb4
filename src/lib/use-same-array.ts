import { useState } from 'react';

/**
 * The array of the last render while every item is the same (`Object.is`), else this one: for a memo or a
 * memoised component's prop worked out from a list made anew each render (React Query's results).
 */
export function useSameArray<T>(items: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(items);
  const same = kept.length === items.length && kept.every((item, i) => Object.is(item, items[i]));
  // React's pattern for state derived from props: it renders again at once, before any child.
  if (!same) setKept(items);
  return same ? kept : items;
}
