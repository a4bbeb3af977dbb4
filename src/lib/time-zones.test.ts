import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateStringOf,
  isValidZone,
  offsetAt,
  parseDateString,
  startOfDate,
  zonedToInstant,
} from './time-zones';

describe('time zones', () => {
  it('knows offsets on both sides of a DST change', () => {
    // Sydney leaves DST on 2026-04-05 03:00 (+11) -> 02:00 (+10).
    expect(offsetAt(Date.parse('2026-04-04T12:00:00Z'), 'Australia/Sydney')).toBe(11 * 3_600_000);
    expect(offsetAt(Date.parse('2026-04-05T12:00:00Z'), 'Australia/Sydney')).toBe(10 * 3_600_000);
    expect(offsetAt(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
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
