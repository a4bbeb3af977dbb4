/**
 * What a replay follows: every event of one vehicle, or of one trip, in the loaded window; or of several
 * vehicles together on one clock (`vehicles`, at most `maxReplayVehicles`, each once, in the link's order).
 */
export type ReplayTarget =
  { kind: 'vehicle' | 'trip'; id: number } | { kind: 'vehicles'; ids: readonly number[] };

export interface ReplayUrlState {
  target: ReplayTarget | null;
  /** The replay's time (epoch ms), when the link says. */
  at: number | null;
  /** A `replay` value that could not be read, as written: said to the user, never silently dropped. */
  unreadable: string | null;
}

/** A fleet replay plays at most this many vehicles (the frame budget is measured at 20). */
export const maxReplayVehicles = 20;

const readId = (text: string): number | null => {
  if (!/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
};

/** The vehicles of a fleet replay, each once in their order; null when any is unreadable or too many. */
function readIds(text: string): number[] | null {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const id = readId(part.trim());
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 && ids.length <= maxReplayVehicles ? ids : null;
}

/**
 * `replay=vehicle:40010024`, `replay=trip:2046100013` or `replay=vehicles:40010024,40010031`; the time as
 * `replayAt=<epoch ms>`. A fleet of one vehicle reads as that vehicle, so its link is the one it always had.
 */
export function parseReplay(params: URLSearchParams): ReplayUrlState {
  const text = params.get('replay');
  const atText = params.get('replayAt') ?? '';
  const at = /^\d{1,15}$/.test(atText) ? Number(atText) : null;
  if (!text) return { target: null, at: null, unreadable: null };
  const unreadable = { target: null, at: null, unreadable: text.slice(0, 80) };
  const match = /^(vehicle|trip|vehicles):(.+)$/.exec(text);
  if (!match) return unreadable;
  const kind = match[1] as ReplayTarget['kind'];
  const body = match[2] as string;
  if (kind === 'vehicles') {
    const ids = readIds(body);
    if (!ids) return unreadable;
    return { target: replayOfVehicles(ids), at, unreadable: null };
  }
  const id = readId(body);
  return id === null ? unreadable : { target: { kind, id }, at, unreadable: null };
}

/** The replay of these vehicles: one vehicle's own replay, or a fleet's (the first 20). */
export function replayOfVehicles(ids: readonly number[]): ReplayTarget {
  const unique = [...new Set(ids)].slice(0, maxReplayVehicles);
  return unique.length === 1
    ? { kind: 'vehicle', id: unique[0] as number }
    : { kind: 'vehicles', ids: unique };
}

/** The vehicles (or trip) a target plays, as ids. */
export const replayIds = (target: ReplayTarget): readonly number[] =>
  target.kind === 'vehicles' ? target.ids : [target.id];

export const replayParam = (target: ReplayTarget) =>
  `${target.kind}:${target.kind === 'vehicles' ? target.ids.join(',') : target.id}`;

/**
 * The URL with a replay started (its time left to the replay: the start, or `at`) or ended (`null`). Other
 * parameters stay: this is the form another part of the page (a "Vehicle" list) links or navigates with.
 */
/** The replay as the page's URL holds it, and its two writers. */
export interface ReplayUrl {
  state: ReplayUrlState;
  /** Starts (or with null ends) a replay; its time starts at the beginning, or at `at`. */
  set: (target: ReplayTarget | null, at?: number) => void;
  /** The replay's time (throttled by the caller while it plays); nothing once the replay has ended. */
  setAt: (at: number) => void;
}

export function withReplay(
  params: URLSearchParams,
  target: ReplayTarget | null,
  at?: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('replayAt');
  if (target) next.set('replay', replayParam(target));
  else next.delete('replay');
  if (target && at !== undefined && Number.isFinite(at)) next.set('replayAt', String(Math.round(at)));
  return next;
}
