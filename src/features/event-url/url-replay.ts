/** What a replay follows: every event of one vehicle, or of one trip, in the loaded window. */
export interface ReplayTarget {
  kind: 'vehicle' | 'trip';
  id: number;
}

export interface ReplayUrlState {
  target: ReplayTarget | null;
  /** The replay's time (epoch ms), when the link says. */
  at: number | null;
  /** A `replay` value that could not be read, as written: said to the user, never silently dropped. */
  unreadable: string | null;
}

const maxId = Number.MAX_SAFE_INTEGER;

/** `replay=vehicle:40010024` or `replay=trip:2046100013`; the time as `replayAt=<epoch ms>`. */
export function parseReplay(params: URLSearchParams): ReplayUrlState {
  const text = params.get('replay');
  const atText = params.get('replayAt') ?? '';
  const at = /^\d{1,15}$/.test(atText) ? Number(atText) : null;
  if (!text) return { target: null, at: null, unreadable: null };
  const match = /^(vehicle|trip):(\d{1,16})$/.exec(text);
  const id = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(id) || id > maxId)
    return { target: null, at: null, unreadable: text.slice(0, 80) };
  return { target: { kind: match[1] as ReplayTarget['kind'], id }, at, unreadable: null };
}

export const replayParam = (target: ReplayTarget) => `${target.kind}:${target.id}`;

export const sameTarget = (a: ReplayTarget | null, b: ReplayTarget | null) =>
  a === b || (a !== null && b !== null && a.kind === b.kind && a.id === b.id);

/**
 * The URL with a replay started (its time left to the replay: the start) or ended (`null`). Other
 * parameters stay: this is the form another part of the page (a "Vehicle" list) links or navigates with.
 */
export function withReplay(params: URLSearchParams, target: ReplayTarget | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('replayAt');
  if (target) next.set('replay', replayParam(target));
  else next.delete('replay');
  return next;
}
