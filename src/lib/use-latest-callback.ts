import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of one identity for the component's lifetime that calls the latest `callback` given: for a
 * callback handed to memoised parts that would otherwise render again whenever it is made anew. Called
 * from events and effects, never while rendering (it may still call the previous render's callback then).
 */
export function useLatestCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
