import { describe, expect, it } from 'vitest';
import { resolveWindow } from '../../event-url';
import { apiDatesFor } from './api-dates';

const now = Date.parse('2026-11-22T03:30:00Z'); // 14:30 in Sydney (+11)

describe('apiDatesFor', () => {
  it('lists the dates of the window in the API zone, newest first', () => {
    const w = resolveWindow(
      { kind: 'custom', from: '2026-11-18T10:00', to: '2026-11-21' },
      'Australia/Sydney',
      now,
    );
    expect(apiDatesFor(w, 'Australia/Sydney')).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
  });

  it('adds a date at each end when the API zone is unknown', () => {
    const w = resolveWindow({ kind: 'custom', from: '2026-11-18', to: '2026-11-19' }, 'UTC', now);
    expect(apiDatesFor(w, null)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17']);
  });

  it('covers a window in one zone with the dates of another', () => {
    // Midnight to midnight in Auckland (+13) spans two UTC dates.
    const w = resolveWindow(
      { kind: 'custom', from: '2026-11-20', to: '2026-11-21' },
      'Pacific/Auckland',
      now,
    );
    expect(apiDatesFor(w, 'UTC')).toEqual(['2026-11-20', '2026-11-19']);
  });
});
