import { describe, expect, it } from 'vitest';
import { resolveWindow, shiftRange } from './resolve-window';

const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.parse('2026-11-22T03:30:00Z'); // 14:30 in Sydney (+11)

describe('resolveWindow', () => {
  it('resolves presets in the chosen zone', () => {
    const today = resolveWindow({ kind: 'preset', preset: 'today' }, 'Australia/Sydney', now);
    expect([iso(today.from), iso(today.to)]).toEqual([
      '2026-11-21T13:00:00.000Z',
      '2026-11-22T03:30:00.000Z',
    ]);
    const yesterday = resolveWindow({ kind: 'preset', preset: 'yesterday' }, 'UTC', now);
    expect([iso(yesterday.from), iso(yesterday.to)]).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
    ]);
    const week = resolveWindow({ kind: 'preset', preset: 'last7d' }, 'UTC', now);
    expect(week.to - week.from).toBe(7 * 86_400_000);
  });

  it('reads a custom range as wall-clock time in the zone, date-only ends at midnight', () => {
    const w = resolveWindow(
      { kind: 'custom', from: '2026-11-20T08:00', to: '2026-11-21' },
      'Pacific/Auckland',
      now,
    );
    expect([iso(w.from), iso(w.to)]).toEqual(['2026-11-19T19:00:00.000Z', '2026-11-20T11:00:00.000Z']);
  });

  it('a day across a DST change is 23 or 25 hours long', () => {
    const w = resolveWindow(
      { kind: 'custom', from: '2026-04-05', to: '2026-04-06' },
      'Australia/Sydney',
      now,
    );
    expect((w.to - w.from) / 3_600_000).toBe(25);
  });
});

describe('shiftRange', () => {
  it('moves a window by its own length, as wall-clock times', () => {
    expect(shiftRange({ kind: 'custom', from: '2026-11-20', to: '2026-11-21' }, -1, 'UTC', now)).toEqual({
      kind: 'custom',
      from: '2026-11-19T00:00',
      to: '2026-11-20T00:00',
    });
    expect(shiftRange({ kind: 'preset', preset: 'last1h' }, 1, 'Australia/Sydney', now)).toEqual({
      kind: 'custom',
      from: '2026-11-22T14:30',
      to: '2026-11-22T15:30',
    });
  });
});
