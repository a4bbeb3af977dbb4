import { extname } from 'node:path';
import { build } from 'vite';

/** Where a baseline page (`bench/<name>/`) is built. */
export const baselineOut = (name: string) => `bench/tmp/${name}`;

/**
 * Builds a baseline page, `bench/<name>/`, once per bench run, outside the app's config (no CSP, no app
 * plugins). Workers are ES modules, as in the app (MapLibre's is one).
 */
export async function buildBaselinePage(name: string): Promise<void> {
  await build({
    root: `bench/${name}`,
    configFile: false,
    logLevel: 'warn',
    worker: { format: 'es' },
    // MapLibre is one chunk of about a megabyte.
    build: {
      outDir: `../../${baselineOut(name)}`,
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
    },
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.pbf': 'application/x-protobuf',
  '.woff2': 'font/woff2',
};

/** The Content-Type a baseline page's file is served with. */
export const contentTypeOf = (file: string) => contentTypes[extname(file)] ?? 'application/octet-stream';
