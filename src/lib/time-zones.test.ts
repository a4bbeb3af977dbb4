import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateStringOf,
  isValidZone,
  offsetAt,
  parseDateString,
  startOfDate,
  wallTime,
  zonedToInstant,
} from './time-zones';

/** Intl's own answer, as the reference. */
function intlWallTime(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

describe('time zones', () => {
  it('knows offsets on both sides of a DST change', () => {
    // Sydney leaves DST on 2026-04-05 03:00 (+11) -> 02:00 (+10).
    expect(offsetAt(Date.parse('2026-04-04T12:00:00Z'), 'Australia/Sydney')).toBe(11 * 3_600_000);
    expect(offsetAt(Date.parse('2026-04-05T12:00:00Z'), 'Australia/Sydney')).toBe(10 * 3_600_000);
    expect(offsetAt(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it("tells Intl's wall time across offset changes, on quarter hours and at odd seconds", () => {
    const around = [
      ['Australia/Sydney', '2026-04-04T15:00:00Z'], // +11 -> +10
      ['America/New_York', '2026-03-08T07:00:00Z'], // -5 -> -4
      ['Australia/Lord_Howe', '2026-04-04T15:30:00Z'], // +11 -> +10:30
      ['Pacific/Chatham', '2026-04-04T14:00:00Z'], // +13:45 -> +12:45
      ['Asia/Kathmandu', '1985-12-31T18:30:00Z'], // +5:30 -> +5:45 at 00:00 local
      ['Africa/Monrovia', '1972-01-07T00:44:30Z'], // -0:44:30 -> 0
      ['UTC', '2026-01-01T00:00:00Z'],
    ] as const;
    for (const [zone, change] of around) {
      const at = Date.parse(change);
      // Every 7 min 13.25 s over two hours either side: each quarter hour, its first answer and the rest.
      for (let ms = at - 7_200_000; ms < at + 7_200_000; ms += 433_250)
        expect(wallTime(ms, zone), `${zone} at ${new Date(ms).toISOString()}`).toEqual(
          intlWallTime(ms, zone),
        );
      for (const ms of [at - 1000, at - 1, at, at + 999])
        expect(wallTime(ms, zone), `${zone} at ${ms}`).toEqual(intlWallTime(ms, zone));
    }
    expect(wallTime(Date.parse('1850-06-01T12:00:00Z'), 'Australia/Sydney')).toEqual(
      intlWallTime(Date.parse('1850-06-01T12:00:00Z'), 'Australia/Sydney'),
    );
  });

  it('finds the start of a calendar day in a zone', () => {
    expect(new Date(startOfDate('2024-11-01', 'Australia/Sydney')).toISOString()).toBe(
      '2024-10-31T13:00:00.000Z',
    );
    expect(new Date(startOfDate('2026-03-29', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(startOfDate('2026-03-30', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
  });

  it('uses the instant after a spring-forward gap, and the earlier of a fall-back overlap', () => {
    // Sao Paulo has no DST now; Santiago starts DST at 24:00 on 2026-09-05 -> 01:00 on the 6th.
    const gap = zonedToInstant(
      { year: 2026, month: 9, day: 6, hour: 0, minute: 30, second: 0 },
      'America/Santiago',
    );
    expect(new Date(gap).toISOString()).toBe('2026-09-06T04:30:00.000Z');
    const overlap = zonedToInstant(
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 },
      'America/New_York',
    );
    expect(new Date(overlap).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('names the calendar date of an instant in a zone', () => {
    const instant = Date.parse('2024-10-31T17:07:00Z');
    expect(dateStringOf(instant, 'Australia/Sydney')).toBe('2024-11-01');
    expect(dateStringOf(instant, 'UTC')).toBe('2024-10-31');
  });

  it('validates dates and zones, and adds days across months and years', () => {
    expect(parseDateString('2026-02-30')).toBeNull();
    expect(parseDateString('2026-2-3')).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isValidZone('Pacific/Auckland')).toBe(true);
    expect(isValidZone('Mars/Base')).toBe(false);
  });
});
