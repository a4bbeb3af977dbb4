import type { EventStore, Rows } from '../event-data';
import type { HealthUnit } from './health-types';

/**
 * The rows grouped by entity, each group oldest first: group k holds `order[start[k]]` up to
 * `order[start[k + 1]]`, all events of entity code `codes[k]` (code 0: no id).
 */
export interface EntityGroups {
  codes: Uint32Array;
  start: Uint32Array;
  order: Uint32Array;
}

/**
 * A counting sort on the entity's code: two passes over the rows, no comparison. The rows are newest first
 * (then id descending), so walking them backwards fills each group oldest first (then id ascending).
 */
export function groupByEntity(store: EventStore, rows: Rows, unit: HealthUnit): EntityGroups {
  const entity = store.column(unit === 'device' ? 'deviceId' : 'vehicleId');
  const counts = new Uint32Array(store.dictionary.numbers.length + 1);
  for (let i = 0; i < rows.length; i += 1) {
    const code = entity[rows[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
  let groups = 0;
  for (const n of counts) if (n > 0) groups += 1;
  const codes = new Uint32Array(groups);
  const start = new Uint32Array(groups + 1);
  const slot = new Int32Array(counts.length).fill(-1);
  let k = 0;
  counts.forEach((n, code) => {
    if (n === 0) return;
    codes[k] = code;
    slot[code] = k;
    start[k + 1] = (start[k] as number) + n;
    k += 1;
  });
  const next = start.slice(0, groups);
  const order = new Uint32Array(rows.length);
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const g = rows[i] as number;
    const s = slot[entity[g] as number] as number;
    const at = next[s] as number;
    order[at] = g;
    next[s] = at + 1;
  }
  return { codes, start, order };
}
