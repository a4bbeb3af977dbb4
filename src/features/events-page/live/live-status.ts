import { formatDateParts, formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { ApiError, describeError } from '../../../lib/api-errors';
import type { LiveFollow } from '../../event-data';

export interface LiveStatus {
  /** What Live is doing, in a few words: announced when it changes. */
  state: string;
  /** When it last updated or will try next: shown, not announced. */
  detail: string;
}

/** "14:30:05" in `zone`: a 24-hour clock, as the table's times are, in the active language's digits. */
const clock = (ms: number, zone: string) =>
  formatDateParts(ms, zone, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/**
 * The words beside the Live switch, for what the poll loop is doing, in the active language: called as
 * the switch renders, so a change of language words it anew.
 */
export function liveStatus(
  live: Pick<
    LiveFollow,
    'paused' | 'updatedAt' | 'freshShown' | 'error' | 'notBefore' | 'nextAt' | 'intervalMs'
  >,
  { requested, canFollow, zone }: { requested: boolean; canFollow: boolean; zone: string },
): LiveStatus {
  const t = i18n.getFixedT(null, 'events', 'live');
  if (!requested) return { state: '', detail: '' };
  if (!canFollow) return { state: t('ended'), detail: t('endedDetail') };
  const updated = live.updatedAt > 0 ? t('updated', { time: clock(live.updatedAt, zone) }) : '';
  if (live.paused === 'hidden') return { state: t('pausedHidden'), detail: updated };
  if (live.paused === 'scrolled') return { state: t('pausedScrolled'), detail: updated };
  if (live.paused === 'loading') return { state: t('pausedLoading'), detail: updated };
  const next = live.nextAt > 0 ? t('next', { time: clock(live.nextAt, zone) }) : '';
  if (live.error !== null) {
    const { error } = live;
    if (error instanceof ApiError && error.status === 429) {
      const wait = error.retryAfterSeconds;
      return {
        state:
          wait !== undefined && live.notBefore > 0
            ? t('slowDownWaiting', { seconds: formatNumber(wait) })
            : t('slowDown'),
        detail: next,
      };
    }
    return { state: t('failed', { reason: describeError(error) }), detail: next };
  }
  if (live.updatedAt === 0)
    return {
      state: t('following', { seconds: formatNumber(Math.round(live.intervalMs / 1000)) }),
      detail: next,
    };
  const fresh =
    live.freshShown === 0
      ? t('noneNew')
      : t('new', { count: live.freshShown, n: formatNumber(live.freshShown) });
  return { state: fresh, detail: updated };
}
