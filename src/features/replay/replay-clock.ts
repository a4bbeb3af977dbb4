/** How the clock asks for frames: the browser's, or a test's. */
export interface FrameScheduler {
  request: (callback: (now: number) => void) => number;
  cancel: (handle: number) => void;
}

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export const replaySpeeds = [1, 2, 5, 10, 30, 60, 120] as const;

// A frame after the tab slept (no frames while hidden) moves the replay by at most this much real time.
const maxFrameMs = 250;

type Listener = () => void;

/**
 * The replay's time, outside React: while playing it advances with each animation frame by the frame's
 * real duration times the speed. Whatever must move every frame (the marker) subscribes with `onTick`
 * and updates itself; React state (the slider) subscribes and throttles. `onState` tells play, pause,
 * speed and range changes, for `useSyncExternalStore`.
 */
export class ReplayClock {
  private current = 0;
  private start = 0;
  private end = 0;
  private isPlaying = false;
  private rate = 60;
  private frame: number | null = null;
  private lastFrame: number | null = null;
  /** Stretches to jump over while playing (long stops), sorted by start. */
  private skips: readonly { from: number; to: number }[] = [];
  private readonly ticks = new Set<(time: number) => void>();
  private readonly states = new Set<Listener>();
  private version = 0;

  constructor(private readonly frames: FrameScheduler = browserFrames) {}

  get time() {
    return this.current;
  }
  get playing() {
    return this.isPlaying;
  }
  get speed() {
    return this.rate;
  }
  get range(): readonly [number, number] {
    return [this.start, this.end];
  }
  /** Changes with every state change (not every tick): a snapshot for `useSyncExternalStore`. */
  get stateVersion() {
    return this.version;
  }

  onTick(listener: (time: number) => void): () => void {
    this.ticks.add(listener);
    return () => this.ticks.delete(listener);
  }

  onState(listener: Listener): () => void {
    this.states.add(listener);
    return () => this.states.delete(listener);
  }

  /** The span the slider covers; the time is kept inside it. */
  setRange(start: number, end: number): void {
    if (start === this.start && end === this.end) return;
    this.start = start;
    this.end = Math.max(start, end);
    this.changed();
    this.seek(this.current);
  }

  setSkips(skips: readonly { from: number; to: number }[]): void {
    this.skips = skips;
  }

  seek(time: number): void {
    const next = Math.min(this.end, Math.max(this.start, Number.isFinite(time) ? time : this.start));
    if (next === this.current) return;
    this.current = next;
    for (const tick of this.ticks) tick(next);
  }

  setSpeed(speed: number): void {
    if (speed === this.rate || !(speed > 0)) return;
    this.rate = speed;
    this.changed();
  }

  play(): void {
    if (this.isPlaying || this.end <= this.start) return;
    // Playing from the end starts again from the beginning.
    if (this.current >= this.end) this.seek(this.start);
    this.isPlaying = true;
    this.lastFrame = null;
    this.frame = this.frames.request(this.step);
    this.changed();
  }

  pause(): void {
    if (!this.isPlaying) return;
    this.isPlaying = false;
    if (this.frame !== null) this.frames.cancel(this.frame);
    this.frame = null;
    this.changed();
  }

  toggle(): void {
    if (this.isPlaying) this.pause();
    else this.play();
  }

  private readonly step = (now: number) => {
    this.frame = null;
    if (!this.isPlaying) return;
    const elapsed = this.lastFrame === null ? 0 : Math.min(maxFrameMs, Math.max(0, now - this.lastFrame));
    this.lastFrame = now;
    let next = this.current + elapsed * this.rate;
    // Into a long stop: on to its end (the marker stands still there anyway).
    for (const skip of this.skips) {
      if (skip.from >= next) break;
      if (next < skip.to) next = skip.to;
    }
    this.seek(next);
    if (this.current >= this.end) this.pause();
    else this.frame = this.frames.request(this.step);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of this.states) listener();
  }
}
