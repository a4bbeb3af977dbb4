import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childProcesses, readStat } from './worker-processes.ts';

// Fields of /proc/<pid>/stat from proc(5): pid (comm) state ppid … utime(14) stime(15) …
const stat = (pid: number, comm: string, state: string, ppid: number, utime: number, stime: number) =>
  `${pid} (${comm}) ${state} ${ppid} ${pid} ${pid} 0 -1 4194560 1 0 0 0 ${utime} ${stime} 0 0 20 0 7 0 1 2 3`;

describe("the test runner's workers", () => {
  it('reads state and CPU time, whatever the command name holds', () => {
    expect(readStat(7, stat(7, 'node (vitest) x', 'R', 3, 61_000, 230), 3)).toEqual({
      pid: 7,
      state: 'R',
      cpuSeconds: 612.3,
    });
    expect(readStat(7, stat(7, 'node', 'S', 4, 1, 1), 3)).toBeNull();
  });

  it('lists only the children of the runner', () => {
    const proc = mkdtempSync(join(tmpdir(), 'proc-'));
    const add = (pid: number, ppid: number) => {
      mkdirSync(join(proc, String(pid)));
      writeFileSync(join(proc, String(pid), 'stat'), stat(pid, 'node', 'S', ppid, 100, 0));
    };
    add(10, 1);
    add(11, 10);
    add(12, 10);
    add(13, 11);
    mkdirSync(join(proc, 'self'));
    expect(
      childProcesses(10, proc)
        .map((p) => p.pid)
        .sort(),
    ).toEqual([11, 12]);
    expect(childProcesses(10, join(proc, 'missing'))).toEqual([]);
  });
});
