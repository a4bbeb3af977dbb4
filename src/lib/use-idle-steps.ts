import { useEffect } from 'react';
import { whenIdle, type IdleHandle } from './when-idle';

/**
 * Runs `steps` one per idle period of the page, in order, while they are the same list; a new list (or
 * leaving the page) stops what is left. For work the page will want soon, split into short steps.
 */
export function useIdleSteps(steps: readonly (() => void)[]): void {
  useEffect(() => {
    let next = 0;
    let handle: IdleHandle | null = null;
    const run = () => {
      steps[next]?.();
      next += 1;
      handle = next < steps.length ? whenIdle(run) : null;
    };
    if (steps.length > 0) handle = whenIdle(run);
    return () => handle?.cancel();
  }, [steps]);
}
