import { useEffect, useRef, useState } from 'react';
import type { SliceOptions } from '../../../lib/in-slices';

/** Where an export is: waiting for the rows' names, or writing rows (`done` of `total`). */
export type ExportProgress = { phase: 'names' } | { phase: 'rows'; done: number; total: number };

/**
 * One export at a time: its progress, a cancel, and why the last one failed. Leaving the page cancels it.
 * `make` writes the file (honouring the options' signal and progress) once `prepare` has what it needs.
 */
export function useExportJob<T>(prepare: () => Promise<T>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  /** Why the last export failed (the error's own words), worded when shown. */
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = (filename: string, make: (prepared: T, options: SliceOptions) => Promise<Blob>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress({ phase: 'names' });
    const onProgress = (done: number, total: number) => setProgress({ phase: 'rows', done, total });
    prepare()
      .then((prepared) => {
        controller.signal.throwIfAborted();
        return make(prepared, { signal: controller.signal, onProgress });
      })
      .then(async (file) => (await import('./export')).download(filename, file))
      .catch((error: unknown) => {
        // A cancelled export is what the user asked for, not a failure.
        if (controller.signal.aborted) return;
        // The CSV library loads now; after a redeploy its old chunk may be gone: say so, keep the page.
        setFailure(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        if (running.current !== controller) return;
        running.current = null;
        setProgress(null);
      });
  };
  const cancel = () => running.current?.abort();
  return { progress, start, cancel, failure, clearFailure: () => setFailure(null) };
}
