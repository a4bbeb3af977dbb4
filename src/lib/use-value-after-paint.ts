import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { queueTask } from './in-slices';

/** A tab in the background paints no frames: the value is rendered after this long all the same. */
const unpaintedMs = 200;

/**
 * `value` as of the browser's last paint: a new value is rendered right after the paint of the render that
 * brought it, at once and in one piece. What draws from the value (the rows of a sort, a keystroke, a
 * facet) then follows what the input changed itself (the arrow, the letter, the pressed chip), which paints
 * first. Unlike useDeferredValue, whose render React slices between frames, no time goes to slicing, and
 * what the deferred values below it draw still comes after it. A newer value before that paint replaces it.
 */
export function useValueAfterPaint<T>(value: T): T {
  // Given as functions: a function as the value would be taken for an initialiser or an updater.
  const [shown, setShown] = useState(() => value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      flushSync(() => setShown(() => value));
    };
    // The frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => queueTask(show));
    const timer = setTimeout(show, unpaintedMs);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, value]);
  return shown;
}
