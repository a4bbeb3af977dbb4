import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReplayClock } from './replay-clock';

/** Play, pause and speed, as React state (they change on a click, not every frame). */
export function useClockState(clock: ReplayClock) {
  useSyncExternalStore(
    (listener) => clock.onState(listener),
    () => clock.stateVersion,
  );
  return { playing: clock.playing, speed: clock.speed, range: clock.range };
}

/**
 * The clock's time as React state, at most `hz` times a second while it plays (the slider and the time
 * text need no more; the marker moves every frame on its own), at once when it is moved by hand.
 */
export function useClockTime(clock: ReplayClock, hz = 4): number {
  const [time, setTime] = useState(clock.time);
  useEffect(() => {
    const gap = 1000 / hz;
    let last = -Infinity;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      last = performance.now();
      setTime(clock.time);
    };
    const off = clock.onTick(() => {
      if (!clock.playing) {
        if (timer !== null) clearTimeout(timer);
        flush();
      } else if (timer === null) timer = setTimeout(flush, Math.max(0, last + gap - performance.now()));
    });
    const offState = clock.onState(flush);
    return () => {
      off();
      offState();
      if (timer !== null) clearTimeout(timer);
    };
  }, [clock, hz]);
  return time;
}
