// The servers a profiling or A/B script starts (the emulator, `vite preview`): each in its own process
// group, so stopping it stops what npx started too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { emulatorPort, previewConfigPath, withBenchEmulator } from './ports.ts';

const children: ChildProcess[] = [];

export function startServer(command: string, args: string[], env: Record<string, string> = {}): void {
  children.push(spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true }));
}

export function stopServers(): void {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}

/** Waits for `url` to answer 2xx (a server coming up), three minutes at most. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The bench's emulator with `vehicles` vehicles and `dense` around-the-clock ones (one: the 10,000-fix
 * replay; 20: the fleet replay), for the apps at `appPorts`; writes the preview config whose
 * Content-Security-Policy allows it.
 */
export function startBenchEmulator(vehicles: number, appPorts: number[], dense = 1): void {
  mkdirSync('bench/tmp', { recursive: true });
  writeFileSync(previewConfigPath, withBenchEmulator(readFileSync('public/config.json', 'utf8')));
  startServer('npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_VEHICLES: String(vehicles),
    EMULATOR_QUIET: '1',
    EMULATOR_DENSE_VEHICLES: String(dense),
    EMULATOR_APP_ORIGINS: appPorts.map((port) => `http://localhost:${port}`).join(','),
  });
}
