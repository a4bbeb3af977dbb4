import { ApiError, describeError } from '../../../lib/api-errors';
import { formatInZone } from '../../../lib/format-time';
import type { LiveFollow } from './use-live-follow';

export interface LiveStatus {
  /** What Live is doing, in a few words: announced when it changes. */
  state: string;
  /** When it last updated or will try next: shown, not announced. */
  detail: string;
}

const clock = (ms: number, zone: string) => formatInZone(ms, zone).slice(11);

/** The words beside the Live switch, for what the poll loop is doing. */
export function liveStatus(
  live: Pick<
    LiveFollow,
    'paused' | 'updatedAt' | 'freshShown' | 'error' | 'notBefore' | 'nextAt' | 'intervalMs'
  >,
  { requested, canFollow, zone }: { requested: boolean; canFollow: boolean; zone: string },
): LiveStatus {
  if (!requested) return { state: '', detail: '' };
  if (!canFollow) return { state: 'This window has ended', detail: 'Live follows windows that end now.' };
  const updated = live.updatedAt > 0 ? `updated ${clock(live.updatedAt, zone)}` : '';
  if (live.paused === 'hidden') return { state: 'Paused: tab hidden', detail: updated };
  if (live.paused === 'scrolled') return { state: 'Paused: scrolled down', detail: updated };
  if (live.paused === 'loading') return { state: 'Waiting for the window to load', detail: updated };
  const next = live.nextAt > 0 ? `next at ${clock(live.nextAt, zone)}` : '';
  if (live.error !== null) {
    const { error } = live;
    if (error instanceof ApiError && error.status === 429) {
      const wait = error.retryAfterSeconds;
      return {
        state: `The API asked us to slow down${wait !== undefined && live.notBefore > 0 ? `: waiting ${wait} s` : ''}`,
        detail: next,
      };
    }
    return { state: `Update failed: ${describeError(error)}`, detail: next };
  }
  if (live.updatedAt === 0)
    return { state: `Following: every ${Math.round(live.intervalMs / 1000)} s`, detail: next };
  const fresh = live.freshShown === 0 ? 'No new events' : `${live.freshShown.toLocaleString()} new`;
  return { state: fresh, detail: updated };
}
