// Chromium CPU profiles and timeline traces for the bench's profiling scripts (profile.ts,
// profile-replay.ts): record one action, then print where its time went.
import type { CDPSession } from '@playwright/test';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs, on the trace's clock. */
  startTime?: number;
}
export interface TraceEvent {
  name: string;
  ph: string;
  /** Start and duration, µs. */
  ts?: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * Self time per function (ms), heaviest first, from a CPU profile's samples; only those taken between `from`
 * and `to` (µs, the trace's clock) when given.
 */
export function selfTimes(profile: Profile, from = -Infinity, to = Infinity): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let at = profile.startTime ?? 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at >= to) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The renderer main thread's own phases in a trace: total ms per event name, heaviest first. */
export function phases(events: TraceEvent[]): [string, number][] {
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.tid !== main?.tid || event.pid !== main?.pid || !event.dur) continue;
    if (
      !process.env.PROFILE_ALL_EVENTS &&
      !/^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|Commit|RunTask|FunctionCall|EventDispatch|FireAnimationFrame|TimerFire|MinorGC|MajorGC|HitTest|ScrollLayer|IntersectionObserverController::computeIntersections)$/.test(
        event.name,
      )
    )
      continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  const styled = events
    .filter(
      (event) => event.name === 'UpdateLayoutTree' && event.tid === main?.tid && event.pid === main?.pid,
    )
    .reduce(
      (sum, event) => sum + Number((event.args as { elementCount?: number } | undefined)?.elementCount ?? 0),
      0,
    );
  totals.set('elements styled (count)', styled);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

export async function traced(
  cdp: CDPSession,
  action: () => Promise<number>,
): Promise<{ ms: number; trace: TraceEvent[]; profile: Profile }> {
  const trace: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => {
    trace.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Profiler.enable');
  // A minutes-long recording (bench:long-window) sets PROFILE_SAMPLING_US=1000 and PROFILE_LIGHT=1 to stay
  // within memory: samples each millisecond, and only the tasks' own events (no V8 events).
  await cdp.send('Profiler.setSamplingInterval', {
    interval: Number(process.env.PROFILE_SAMPLING_US ?? 100),
  });
  const categories = process.env.PROFILE_LIGHT
    ? 'devtools.timeline,disabled-by-default-devtools.timeline'
    : 'devtools.timeline,disabled-by-default-devtools.timeline,v8';
  await cdp.send('Tracing.start', {
    categories: [categories, process.env.PROFILE_CATEGORIES].filter(Boolean).join(','),
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  const ms = await action();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return { ms, trace, profile };
}

export function report(what: string, result: { ms: number; trace: TraceEvent[]; profile: Profile }): void {
  console.log(
    `\n## ${what}${Number.isFinite(result.ms) ? `: ${result.ms.toFixed(1)} ms to painted rows` : ''}`,
  );
  console.log(
    'browser phases (ms):',
    phases(result.trace)
      .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
      .join(', '),
  );
  for (const [name, ms] of selfTimes(result.profile).slice(0, Number(process.env.PROFILE_TOP ?? 25)))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}

/**
 * The main thread's tasks longer than `minMs` (what makes a frame late), each with the time of what ran
 * inside it by name (script, timers, animation frames, style, layout, paint, GC), in the order they ran.
 */
export function longTasks(events: TraceEvent[], minMs: number): string[] {
  const onMain = onMainThread(events);
  const start = Math.min(...onMain.map((e) => e.ts ?? 0));
  return onMain
    .filter((task) => task.name === 'RunTask' && (task.dur ?? 0) / 1000 >= minMs)
    .map((task) => {
      const [from, to] = [task.ts ?? 0, (task.ts ?? 0) + (task.dur ?? 0)];
      const inside = new Map<string, number>();
      for (const e of onMain)
        if (e !== task && (e.ts ?? 0) >= from && (e.ts ?? 0) < to && e.name !== 'RunTask')
          inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      const parts = [...inside]
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      return `at ${((from - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (${parts.join(', ')})`;
    });
}

/** The renderer main thread's complete events (tasks and what ran in them). */
function onMainThread(events: TraceEvent[]): TraceEvent[] {
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  return events.filter(
    (e) => e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid && e.ts !== undefined && e.dur,
  );
}

/** The renderer main thread's tasks. */
export const mainThreadTasks = (events: TraceEvent[]) =>
  onMainThread(events).filter((e) => e.name === 'RunTask');

/** Each main-thread task over `minMs` with the functions that took most of its time (self ms, top `top`). */
export function longTaskFunctions(
  result: { trace: TraceEvent[]; profile: Profile },
  minMs: number,
  top = 8,
): string[] {
  return mainThreadTasks(result.trace)
    .filter((task) => (task.dur ?? 0) / 1000 >= minMs)
    .map((task) => {
      const from = task.ts ?? 0;
      const names = selfTimes(result.profile, from, from + (task.dur ?? 0))
        .slice(0, top)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      return `task of ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${names.join(', ')}`;
    });
}
