import { queueTask } from './in-slices';

/** A tab in the background paints no frames: the work runs after this long all the same. */
const unpaintedMs = 200;

/**
 * Runs `run` once, right after the browser's next paint: what an input changed itself (a pressed chip, a
 * typed letter) is shown first, and the work that follows from it comes in a task of its own. Gives a
 * function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => queueTask(once));
  const timer = setTimeout(once, unpaintedMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
