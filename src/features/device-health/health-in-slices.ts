import { nextTask } from '../../lib/in-slices';
import type { EventStore, Rows } from '../event-data';
import { entityHealth } from './entity-health';
import { groupByEntity } from './group-by-entity';
import { healthColumns } from './health-columns';
import type { EntityHealth, HealthSettings } from './health-types';
import { repeatsByEntity } from './repeats-by-entity';

/** How long the work may hold the page before it lets input and paint through (ms). */
const sliceMs = 30;

/** Most worth a look first; then the most events, then the id, so equal scores keep one order. */
export function byScore(a: EntityHealth, b: EntityHealth): number {
  return b.score - a.score || b.events - a.events || a.id - b.id;
}

/**
 * The health of every device (or vehicle) among `rows`, most worth a look first. The grouping is a counting
 * sort and the checks run an entity at a time, the page given back whenever the work has held it `sliceMs`,
 * so half a million rows never make a long task. Rejects with the signal's reason once aborted.
 */
export async function healthInSlices(
  store: EventStore,
  rows: Rows,
  settings: HealthSettings,
  signal?: AbortSignal,
  onProgress?: (done: number, total: number) => void,
): Promise<EntityHealth[]> {
  // Not in the task that asked: that is the page's render (a click on "Device health" unmounting the
  // events page and mounting this one), which a first slice made the page's longest task.
  await nextTask();
  signal?.throwIfAborted();
  let start = performance.now();
  const pause = async (done: number) => {
    if (performance.now() - start < sliceMs) return;
    onProgress?.(done, rows.length);
    await nextTask();
    signal?.throwIfAborted();
    start = performance.now();
  };
  const columns = healthColumns(store);
  await pause(0);
  const groups = groupByEntity(store, rows, settings.unit);
  await pause(0);
  const repeats = repeatsByEntity(store, settings.unit);
  await pause(0);
  const { codes, start: groupStart, order } = groups;
  const numbers = store.dictionary.numbers;
  const table: EntityHealth[] = [];
  for (let k = 0; k < codes.length; k += 1) {
    const code = codes[k] as number;
    const from = groupStart[k] as number;
    const to = groupStart[k + 1] as number;
    const context = {
      code,
      id: code === 0 ? NaN : (numbers[code] as number),
      repeats: repeats[code] as number,
      windowEnd: store.window.to,
    };
    table.push(entityHealth(columns, order, from, to, context, settings));
    await pause(to);
  }
  onProgress?.(rows.length, rows.length);
  return table.sort(byScore);
}
