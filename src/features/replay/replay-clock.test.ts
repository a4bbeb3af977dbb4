import { describe, expect, it } from 'vitest';
import { ReplayClock, type FrameScheduler } from './replay-clock';

/** Frames the test runs by hand, at the times it says. */
function manualFrames() {
  let pending: ((now: number) => void) | null = null;
  const frames: FrameScheduler = {
    request: (callback) => ((pending = callback), 1),
    cancel: () => (pending = null),
  };
  const run = (now: number) => {
    const callback = pending;
    pending = null;
    callback?.(now);
  };
  return { frames, run, waiting: () => pending !== null };
}

describe('the replay clock', () => {
  it('advances by real time times the speed while playing, and stops at the end', () => {
    const { frames, run, waiting } = manualFrames();
    const clock = new ReplayClock(frames);
    clock.setRange(0, 100_000);
    clock.setSpeed(10);
    const ticks: number[] = [];
    clock.onTick((t) => ticks.push(t));
    clock.play();
    run(1000); // the first frame only starts the count
    run(1016);
    run(1032);
    expect(ticks).toEqual([160, 320]);
    run(1032 + 10_000);
    // After a long gap (a hidden tab) the replay moves by a quarter of a second's worth, not the gap.
    expect(clock.time).toBe(320 + 2500);
    clock.seek(99_000);
    run(20_000);
    run(20_200);
    expect(clock.time).toBe(100_000);
    expect(clock.playing).toBe(false);
    expect(waiting()).toBe(false);
  });

  it('plays from the start again when at the end, keeps the time in range, and tells state changes', () => {
    const { frames } = manualFrames();
    const clock = new ReplayClock(frames);
    let states = 0;
    clock.onState(() => (states += 1));
    clock.setRange(1000, 2000);
    clock.seek(5000);
    expect(clock.time).toBe(2000);
    clock.seek(-5);
    expect(clock.time).toBe(1000);
    clock.seek(2000);
    clock.play();
    expect(clock.time).toBe(1000);
    expect(clock.playing).toBe(true);
    clock.toggle();
    expect(clock.playing).toBe(false);
    expect(states).toBe(3);
    clock.setRange(1500, 1800);
    expect(clock.time).toBe(1500);
  });

  it('does not play an empty range', () => {
    const clock = new ReplayClock(manualFrames().frames);
    clock.setRange(5, 5);
    clock.play();
    expect(clock.playing).toBe(false);
  });

  it('jumps over the stops it is told to skip while playing', () => {
    const { frames, run } = manualFrames();
    const clock = new ReplayClock(frames);
    clock.setRange(0, 10_000);
    clock.setSpeed(1);
    clock.setSkips([{ from: 1000, to: 8000 }]);
    clock.seek(900);
    clock.play();
    run(0);
    run(50);
    expect(clock.time).toBe(950);
    run(100);
    expect(clock.time).toBe(1000);
    run(150);
    expect(clock.time).toBe(8000);
    run(200);
    expect(clock.time).toBe(8050);
  });
});
