import { useEffect, useMemo, useState } from 'react';
import type { EventStore, Rows } from '../event-data';
import { healthInSlices } from './health-in-slices';
import type { EntityHealth, HealthSettings } from './health-types';

export interface DeviceHealthState {
  /** The latest table worked out: of the current rows and settings unless `working`. */
  table: EntityHealth[] | null;
  /**
   * The store the table was worked out from: its figures' events are global indices of that store, which
   * the current one (a day arrived, the window moved) may not share.
   */
  tableStore: EventStore | null;
  /** How far the work on the current rows and settings is, while it runs. */
  working: { done: number; total: number } | null;
  error: unknown;
}

type Result = DeviceHealthState;

/**
 * The health of every device (or vehicle) among `rows`, worked out in slices after each change of the rows
 * or settings; the work for rows or settings that changed since is dropped. The last table stays shown
 * while the next is worked out (days arriving one by one do not blank the page).
 */
export function useDeviceHealth(store: EventStore, rows: Rows, settings: HealthSettings): DeviceHealthState {
  const { unit, gapMs, speedLimitKmh, now } = settings;
  const input = useMemo(
    () => ({ store, rows, settings: { unit, gapMs, speedLimitKmh, now } }),
    [store, rows, unit, gapMs, speedLimitKmh, now],
  );
  const [result, setResult] = useState<{ input: typeof input; state: Result } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const set = (state: Omit<Result, 'table' | 'tableStore'> & { table?: EntityHealth[] }) => {
      if (!abort.signal.aborted)
        setResult((last) => ({
          input,
          state: state.table
            ? { ...state, table: state.table, tableStore: input.store }
            : { ...state, table: last?.state.table ?? null, tableStore: last?.state.tableStore ?? null },
        }));
    };
    healthInSlices(input.store, input.rows, input.settings, abort.signal, (done, total) =>
      set({ working: { done, total }, error: null }),
    ).then(
      (table) => set({ table, working: null, error: null }),
      (error: unknown) => set({ working: null, error }),
    );
    return () => abort.abort();
  }, [input]);
  if (result?.input === input) return result.state;
  return {
    table: result?.state.table ?? null,
    tableStore: result?.state.tableStore ?? null,
    working: { done: 0, total: rows.length },
    error: null,
  };
}

/** A mark once a finished table is painted: the benchmark times the health page's ready time to it. */
export function useHealthPaintedMark(table: EntityHealth[] | null, finished: boolean): void {
  useEffect(() => {
    if (!table || !finished) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => performance.mark('health-painted'), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [table, finished]);
}
