import { i18n } from '../i18n/i18n';
import { formatNumber } from '../i18n/format';
import { wallTime } from './time-zones';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11-22 14:30:05" in `zone`: sortable, unambiguous, the same in every locale. */
export function formatInZone(ms: number, zone: string): string {
  const w = wallTime(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** "1 h 5 min", "3 days 2 h" (in the active language): for spans and delays. */
export function formatDuration(ms: number): string {
  const sign = ms < 0 ? '−' : '';
  let rest = Math.abs(Math.round(ms / 1000));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  const unit = (key: 'days' | 'hours' | 'minutes' | 'seconds', count: number) =>
    i18n.t(`duration.${key}`, { count, n: formatNumber(count) });
  const parts = [
    days ? unit('days', days) : '',
    hours ? unit('hours', hours) : '',
    minutes ? unit('minutes', minutes) : '',
    !days && !hours && (seconds || !minutes) ? unit('seconds', seconds) : '',
  ].filter(Boolean);
  return `${sign}${parts.join(' ')}`;
}

/** "+3 min 12 s", "−2 days 4 h": when something happened relative to a moment; "same time" at it. */
export function formatOffset(ms: number): string {
  if (ms === 0) return i18n.t('duration.sameTime');
  return ms > 0 ? `+${formatDuration(ms)}` : formatDuration(ms);
}
