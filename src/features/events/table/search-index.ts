import type { FleetEvent } from '../api/event-schema';

/** What quick search looks in: ids, location, attribute keys and values, type and action, lower case. */
function haystackOf(event: FleetEvent): string {
  const attributes = event.attributes ? Object.entries(event.attributes).flat().join(' ') : '';
  return [
    event.id,
    event.vehicleId,
    event.deviceId,
    event.tripId,
    event.companyId,
    event.type,
    event.action,
    event.location,
    attributes,
  ]
    .filter((part) => part !== undefined)
    .join(' ')
    .toLowerCase();
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
/** Texts made so far while the browser was idle, for lists whose index is not complete yet. */
const begun = new WeakMap<readonly FleetEvent[], string[]>();

function indexOf(events: readonly FleetEvent[]): SearchIndex {
  let index = indexes.get(events);
  if (index) return index;
  const texts = begun.get(events) ?? [];
  for (let i = texts.length; i < events.length; i += 1) texts.push(haystackOf(events[i] as FleetEvent));
  const starts = new Uint32Array(events.length + 1);
  let at = 0;
  texts.forEach((text, i) => {
    starts[i] = at;
    at += text.length + 1;
  });
  starts[events.length] = at;
  index = { text: texts.length > 0 ? `${texts.join('\n')}\n` : '', starts };
  indexes.set(events, index);
  begun.delete(events);
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
 * Builds the search index ahead of the first keystroke, a slice of events at a time while the browser is
 * idle, so typing never waits for a hundred thousand strings to be made. Stops when `signal` aborts.
 */
export function warmSearch(events: readonly FleetEvent[], signal: AbortSignal): void {
  if (indexes.has(events)) return;
  const idle =
    typeof window.requestIdleCallback === 'function'
      ? (run: () => void) => window.requestIdleCallback(run, { timeout: 2_000 })
      : (run: () => void) => window.setTimeout(run, 0);
  const slice = () => {
    if (signal.aborted || indexes.has(events)) return;
    let texts = begun.get(events);
    if (!texts) begun.set(events, (texts = []));
    const end = Math.min(events.length, texts.length + 5_000);
    for (let i = texts.length; i < end; i += 1) texts.push(haystackOf(events[i] as FleetEvent));
    if (texts.length < events.length) idle(slice);
    else idle(() => void indexOf(events));
  };
  idle(slice);
}
