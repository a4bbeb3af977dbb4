import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps go: beside its output folder, never inside it (`dist` → `dist-maps`). */
export const mapsDirOf = (outDir: string) => `${outDir.replace(/\/+$/, '')}-maps`;

function mapFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Source maps are made (the bench reads them to tell the app's code from the libraries', and a stack trace
 * from a user can be mapped by hand) but not shipped: the build writes them without a `sourceMappingURL`
 * (`build.sourcemap: 'hidden'`) and this moves every one, the worker's too, out of the served folder into
 * `<outDir>-maps`, at the same relative paths.
 */
export function hiddenSourceMapsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fleet-events-hidden-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const mapsDir = mapsDirOf(outDir);
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of mapFiles(outDir)) {
        const target = join(mapsDir, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}
