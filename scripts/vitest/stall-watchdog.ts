import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { stallMessage, stalledFiles, type RunningFile } from './stall-report.ts';
import { childProcesses, type ProcessSample } from './worker-processes.ts';

export interface StallWatchdogOptions {
  /** How long a running file may begin or end no test. Default: VITEST_STALL_MINUTES, else 5 minutes. */
  limitMs?: number;
  now?: () => number;
  workers?: () => ProcessSample[];
  /** Default: print the message, end the workers and exit with `stallExitCode`. */
  onStall?: (message: string, workers: readonly ProcessSample[]) => void;
  root?: string;
}

const defaultLimitMs = () => Number(process.env.VITEST_STALL_MINUTES ?? 5) * 60_000;

/**
 * The exit code of a run the watchdog ended (EX_TEMPFAIL): no test failed, a worker fell silent, so
 * `scripts/vitest/run.sh` runs it once more. A failing test exits with 1 and is never run again.
 */
export const stallExitCode = 75;

function endRun(message: string, workers: readonly ProcessSample[]): never {
  console.error(message);
  for (const { pid } of workers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  process.exit(stallExitCode);
}

/**
 * A Vitest reporter that ends a run in which a file has begun or ended no test for a long time.
 *
 * Every test and hook has its own timeout, but Vitest waits without one for a worker to say its file is
 * done: a worker stuck in a synchronous loop, or one whose last message was lost, holds the run until
 * something outside kills it (CI's 90-minute limit, with nothing in the log but the last file that passed).
 * This ends it sooner, naming the file, the test it was in, and whether the workers were busy or idle.
 * A ceiling, not a wait: the longest test or hook may take 2 minutes, well inside the default 5.
 */
export class StallWatchdog implements Reporter {
  private readonly running = new Map<string, RunningFile>();
  private readonly limitMs: number;
  private readonly now: () => number;
  private readonly workers: () => ProcessSample[];
  private readonly onStall: (message: string, workers: readonly ProcessSample[]) => void;
  private readonly root: string;
  private timer: ReturnType<typeof setInterval> | undefined;
  private fired = false;
  /** When Vitest last reported anything; undefined outside a run. */
  private lastEvent: number | undefined;

  constructor(options: StallWatchdogOptions = {}) {
    this.limitMs = options.limitMs ?? defaultLimitMs();
    this.now = options.now ?? Date.now;
    this.workers = options.workers ?? (() => childProcesses());
    this.onStall = options.onStall ?? endRun;
    this.root = options.root ?? process.cwd();
  }

  onTestRunStart(): void {
    this.lastEvent = this.now();
    const every = Math.max(250, Math.min(this.limitMs / 4, 15_000));
    this.timer = setInterval(() => this.check(), every);
    this.timer.unref();
  }

  /** Sent to a worker: from here on it is the worker's, loading the file and its setup before any test. */
  onTestModuleQueued(testModule: TestModule): void {
    this.running.set(testModule.moduleId, { lastActivity: this.heard(), test: null });
  }

  onTestCaseReady(testCase: TestCase): void {
    this.running.set(testCase.module.moduleId, { lastActivity: this.heard(), test: testCase.fullName });
  }

  onTestCaseResult(testCase: TestCase): void {
    const now = this.heard();
    const file = this.running.get(testCase.module.moduleId);
    if (file) file.lastActivity = now;
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.heard();
    this.running.delete(testModule.moduleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
    this.running.clear();
    this.lastEvent = undefined;
  }

  /**
   * Ends the run (once) if a file has been silent past the limit, or Vitest has reported nothing that long
   * with no file running; the timer calls it.
   */
  check(): void {
    if (this.fired || this.lastEvent === undefined) return;
    const now = this.now();
    const stalled = stalledFiles(this.running, now, this.limitMs);
    const silentMs = now - this.lastEvent;
    if (stalled.length === 0 && silentMs <= this.limitMs) return;
    this.fired = true;
    clearInterval(this.timer);
    const workers = this.workers();
    this.onStall(stallMessage(stalled, workers, this.root, silentMs), workers);
  }

  private heard(): number {
    this.lastEvent = this.now();
    return this.lastEvent;
  }
}
