import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestCase, TestModule } from 'vitest/node';
import { StallWatchdog, stallExitCode } from './stall-watchdog.ts';
import type { ProcessSample } from './worker-processes.ts';

// The reporter reads only these fields of Vitest's objects.
const file = (moduleId: string) => ({ moduleId }) as TestModule;
const testIn = (moduleId: string, fullName: string) => ({ module: { moduleId }, fullName }) as TestCase;

const dogs: StallWatchdog[] = [];
// Each run's timer checks with the test's clock, which does not move between tests; stop it all the same.
afterEach(() => dogs.splice(0).forEach((dog) => dog.onTestRunEnd()));

function watchdog(limitMs: number) {
  let now = 0;
  const stalls: string[] = [];
  const workers: ProcessSample[] = [{ pid: 41, state: 'R', cpuSeconds: 612.3 }];
  const dog = new StallWatchdog({
    limitMs,
    now: () => now,
    workers: () => workers,
    onStall: (message) => stalls.push(message),
    root: '/repo',
  });
  dogs.push(dog);
  return { dog, stalls, wait: (ms: number) => (now += ms) };
}

describe('the stall watchdog', () => {
  it('names a file silent past the limit, the test it was in, and the busy worker; once', () => {
    const { dog, stalls, wait } = watchdog(600_000);
    dog.onTestRunStart();
    dog.onTestModuleQueued(file('/repo/src/a.test.ts'));
    dog.onTestCaseReady(testIn('/repo/src/a.test.ts', 'a > loops'));
    dog.onTestModuleQueued(file('/repo/src/b.test.ts'));
    for (let minute = 0; minute < 11; minute += 1) {
      wait(60_000);
      // b stays alive: its tests keep ending.
      dog.onTestCaseReady(testIn('/repo/src/b.test.ts', `b > ${minute}`));
      dog.onTestCaseResult(testIn('/repo/src/b.test.ts', `b > ${minute}`));
      dog.check();
    }
    expect(stalls).toHaveLength(1);
    expect(stalls[0]).toContain('src/a.test.ts: silent for 11.0 min, in or after "a > loops"');
    expect(stalls[0]).not.toContain('b.test.ts');
    expect(stalls[0]).toContain('pid 41 R 612.3 s');
    wait(600_000);
    dog.check();
    expect(stalls).toHaveLength(1);
  });

  it('stays quiet while tests go on, and after the run ends', () => {
    const { dog, stalls, wait } = watchdog(600_000);
    dog.onTestRunStart();
    dog.onTestModuleQueued(file('/repo/src/a.test.ts'));
    wait(590_000);
    dog.onTestCaseReady(testIn('/repo/src/a.test.ts', 'a > slow'));
    wait(590_000);
    dog.onTestCaseResult(testIn('/repo/src/a.test.ts', 'a > slow'));
    dog.check();
    dog.onTestModuleEnd(file('/repo/src/a.test.ts'));
    dog.onTestRunEnd();
    wait(3_600_000);
    dog.check();
    expect(stalls).toEqual([]);
  });

  it('says when Vitest goes silent with no file running', () => {
    const { dog, stalls, wait } = watchdog(600_000);
    dog.onTestRunStart();
    dog.onTestModuleQueued(file('/repo/src/a.test.ts'));
    dog.onTestModuleEnd(file('/repo/src/a.test.ts'));
    wait(600_000);
    dog.check();
    expect(stalls).toEqual([]);
    wait(1);
    dog.check();
    expect(stalls[0]).toContain('Vitest has reported nothing for 10.0 min and no file is running');
  });

  it('says when a file sticks before its first test', () => {
    const { dog, stalls, wait } = watchdog(600_000);
    dog.onTestRunStart();
    dog.onTestModuleQueued(file('/repo/src/c.test.ts'));
    wait(600_001);
    dog.check();
    expect(stalls[0]).toContain('src/c.test.ts: silent for 10.0 min, before its first test');
  });

  it(
    'ends a real Vitest run held by a worker in a synchronous loop, and the worker with it; run.sh runs it once more',
    { timeout: 150_000 },
    async () => {
      const config = fileURLToPath(new URL('stuck-fixture/vitest.config.ts', import.meta.url));
      const runScript = fileURLToPath(new URL('run.sh', import.meta.url));
      // Its own process group, so that whatever happens, nothing it started outlives the test.
      const run = spawn('bash', [runScript, '--config', config], {
        detached: true,
        env: { ...process.env, CI: '1', STUCK_LIMIT_MS: '3000' },
      });
      let output = '';
      run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // A ceiling for a watchdog that never fires: the test then fails on the exit code.
      const ceiling = setTimeout(() => process.kill(-(run.pid ?? 0), 'SIGKILL'), 140_000);
      const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
      clearTimeout(ceiling);
      try {
        process.kill(-(run.pid ?? 0), 'SIGKILL');
      } catch {
        // The group has ended: the watchdog ended its worker.
      }
      expect(code, output).toBe(stallExitCode);
      // Ended, run once more, ended again: a stall is retried once, never more.
      expect(output.split('[stall watchdog]')).toHaveLength(3);
      expect(output).toContain('running it once more');
      expect(output).toMatch(/stuck\.fixture\.ts: silent for/);
      expect(output).toMatch(/Workers \(state, CPU time[^)]*\):.*pid \d+ R \d/);
    },
  );
});
