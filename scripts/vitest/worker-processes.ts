import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A child process of the test runner, as Linux's /proc shows it. */
export interface ProcessSample {
  pid: number;
  /** R running, S sleeping, D waiting on the disk, Z zombie (proc(5)). */
  state: string;
  /** User and system time together. A worker stuck in a loop gains them; one waiting on nothing does not. */
  cpuSeconds: number;
}

// The kernel counts CPU time in clock ticks; Linux has used 100 a second on every common architecture
// for a long time, and Node cannot ask (no sysconf).
const ticksPerSecond = 100;

/** The process in one /proc/<pid>/stat line, or null if it is not a child of `parent`. */
export function readStat(pid: number, stat: string, parent: number): ProcessSample | null {
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (Number(fields[1]) !== parent) return null;
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  return { pid, state: fields[0] ?? '?', cpuSeconds: cpuTicks / ticksPerSecond };
}

/** The test runner's child processes (its workers), or none where there is no /proc. */
export function childProcesses(parent = process.pid, procDir = '/proc'): ProcessSample[] {
  let entries: string[];
  try {
    entries = readdirSync(procDir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 0) return [];
    try {
      const sample = readStat(pid, readFileSync(join(procDir, entry, 'stat'), 'utf8'), parent);
      return sample ? [sample] : [];
    } catch {
      return []; // It ended while we looked.
    }
  });
}
