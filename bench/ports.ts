import { createServer } from 'node:net';

/**
 * The bench's ports: the emulator's and the built app's (`vite preview`). Not the dev or e2e ones (4010,
 * 5173, 4173), so a bench can run beside them; BENCH_EMULATOR_PORT and BENCH_APP_PORT move them, so two
 * benches (or a bench and a profile) can run at once.
 */
function portOf(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1024 || port > 65_535)
    throw new Error(`${name}: a port number from 1024 to 65535, not "${text}"`);
  return port;
}

export const emulatorPort = portOf('BENCH_EMULATOR_PORT', 4110);
export const appPort = portOf('BENCH_APP_PORT', 4273);

/**
 * The app's config with the bench's emulator in place of the dev one, for `vite preview` (PREVIEW_CONFIG:
 * its Content-Security-Policy must allow that host). A file per port, so benches on other ports keep theirs.
 */
export const previewConfigPath = `bench/tmp/config-${emulatorPort}.json`;
export const withBenchEmulator = (configText: string) =>
  configText.replaceAll('localhost:4010', `localhost:${emulatorPort}`);

/** Fails when something already listens on `port`: the bench would measure (or wait for) someone else's server. */
export function assertFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} is in use: BENCH_EMULATOR_PORT and BENCH_APP_PORT choose others`)),
    );
    server.listen(port, 'localhost', () => server.close(() => resolve()));
  });
}
