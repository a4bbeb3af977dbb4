import type { FleetEvent } from '../api/event-schema';

/**
 * What quick search looks in: ids, type, action, location, attribute keys and values. Built by appending
 * (no arrays per event).
 */
function haystackOf(event: FleetEvent): string {
  let text = String(event.id);
  if (event.vehicleId !== undefined) text += ` ${event.vehicleId}`;
  if (event.deviceId !== undefined) text += ` ${event.deviceId}`;
  if (event.tripId !== undefined) text += ` ${event.tripId}`;
  if (event.companyId !== undefined) text += ` ${event.companyId}`;
  text += ` ${event.type}`;
  if (event.action !== undefined) text += ` ${event.action}`;
  if (event.location !== undefined) text += ` ${event.location}`;
  const attributes = event.attributes;
  if (attributes) for (const key of Object.keys(attributes)) text += ` ${key} ${attributes[key]}`;
  return text;
}

/**
 * The search text of a loaded list as one string, each event's text ending in a line break, and where
 * each starts: a search is then a few `indexOf` scans over one string instead of a test per event.
 */
interface SearchIndex {
  text: string;
  /** `starts[i]` is where event i's text begins; `starts[n]` is the end. */
  starts: Uint32Array;
}

const indexes = new WeakMap<readonly FleetEvent[], SearchIndex>();
/** Each event's text, made while the browser was idle (during loading too): kept across merged lists. */
const texts = new WeakMap<FleetEvent, string>();

function textOf(event: FleetEvent): string {
  let text = texts.get(event);
  // Lower case also flattens the string built by appending, which would otherwise keep a node per part.
  if (text === undefined) texts.set(event, (text = haystackOf(event).toLowerCase()));
  return text;
}

function indexOf(events: readonly FleetEvent[]): SearchIndex {
  let index = indexes.get(events);
  if (index) return index;
  const each = events.map(textOf);
  const text = each.length > 0 ? `${each.join('\n')}\n` : '';
  const starts = new Uint32Array(events.length + 1);
  let at = 0;
  each.forEach((one, i) => {
    starts[i] = at;
    at += one.length + 1;
  });
  starts[events.length] = at;
  index = { text, starts };
  indexes.set(events, index);
  return index;
}

/** The event whose text holds position `at`: the last start not after it, searched from `low` on. */
function eventAt(starts: Uint32Array, at: number, low: number): number {
  let lo = low;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * For each event of the loaded list, 1 when its text holds every word of `search` (case-insensitive), else
 * 0; null when there is nothing to search for. Words never span events: they hold no line break.
 */
export function searchMask(events: readonly FleetEvent[], search: string): Uint8Array | null {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return null;
  const { text, starts } = indexOf(events);
  let mask: Uint8Array | null = null;
  for (const term of terms) {
    const hits = new Uint8Array(events.length);
    let from = 0;
    let event = 0;
    for (let at = text.indexOf(term, from); at >= 0; at = text.indexOf(term, from)) {
      event = eventAt(starts, at, event);
      if (!mask || mask[event]) hits[event] = 1;
      from = starts[event + 1] as number;
    }
    mask = hits;
  }
  return mask;
}

/**
 * Makes the search text of events ahead of the first keystroke while the browser is idle, as much as fits
 * in each idle period, so typing never waits for a hundred thousand strings (about 300 ms of work at 100k
 * events). Called for every list while days arrive: the texts outlive each list, and the last list's index
 * is joined once its texts are all made. Stops when `signal` aborts.
 */
export function warmSearch(
  events: readonly FleetEvent[],
  signal: AbortSignal,
  { complete = true }: { complete?: boolean } = {},
): void {
  if (indexes.has(events)) return;
  const idle =
    typeof window.requestIdleCallback === 'function'
      ? (run: (deadline?: IdleDeadline) => void) => window.requestIdleCallback(run, { timeout: 2_000 })
      : (run: (deadline?: IdleDeadline) => void) => window.setTimeout(run, 0);
  let next = 0;
  const slice = (deadline?: IdleDeadline) => {
    if (signal.aborted) return;
    // At least a few hundred events per call, so a browser that is never idle still gets there.
    const until = performance.now() + Math.max(deadline?.timeRemaining() ?? 0, 8);
    while (next < events.length && performance.now() < until) {
      const end = Math.min(events.length, next + 500);
      for (; next < end; next += 1) textOf(events[next] as FleetEvent);
    }
    if (next < events.length) idle(slice);
    else if (complete) idle(() => void (signal.aborted || indexOf(events)));
  };
  idle(slice);
}
