import type { ProcessSample } from './worker-processes.ts';

/** A test file a worker is running: when it last showed a sign of life, and the test it last began. */
export interface RunningFile {
  lastActivity: number;
  test: string | null;
}

export interface StalledFile {
  file: string;
  idleMs: number;
  test: string | null;
}

/** The files that have begun or ended no test for longer than `limitMs`, the longest silent first. */
export function stalledFiles(
  running: ReadonlyMap<string, RunningFile>,
  now: number,
  limitMs: number,
): StalledFile[] {
  return [...running]
    .map(([file, { lastActivity, test }]) => ({ file, idleMs: now - lastActivity, test }))
    .filter((f) => f.idleMs > limitMs)
    .sort((a, b) => b.idleMs - a.idleMs);
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * What the run says as it ends itself: which files, which tests, and whether the workers were busy.
 * `silentMs` is how long Vitest has reported nothing at all, for a stall with no file running.
 */
export function stallMessage(
  stalled: readonly StalledFile[],
  workers: readonly ProcessSample[],
  root: string,
  silentMs: number,
): string {
  const relative = (file: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);
  return [
    '',
    stalled.length > 0
      ? `[stall watchdog] No test began or ended in these files for ${minutes(stalled[0]?.idleMs ?? 0)}; ending the run.`
      : `[stall watchdog] Vitest has reported nothing for ${minutes(silentMs)} and no file is running: ` +
        'it is waiting on a worker between files or at the end of the run; ending the run.',
    ...stalled.map(
      (f) =>
        `  ${relative(f.file)}: silent for ${minutes(f.idleMs)}, ` +
        (f.test ? `in or after "${f.test}"` : 'before its first test (loading the file or a beforeAll)'),
    ),
    workers.length === 0
      ? '  Workers: none seen (no /proc here, or they had ended).'
      : `  Workers (state, CPU time; a stuck loop runs, a lost message sleeps): ${workers
          .map((w) => `pid ${w.pid} ${w.state} ${w.cpuSeconds.toFixed(1)} s`)
          .join(', ')}`,
    '',
  ].join('\n');
}
