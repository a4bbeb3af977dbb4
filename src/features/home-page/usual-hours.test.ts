import { describe, expect, it } from 'vitest';
import { againstUsual, comparedDays, countDay, median, type DayCounts, type DaySpan } from './usual-hours';

const zone = 'Australia/Sydney';
// Wed 18 Nov 2026, 14:30 in Sydney (UTC+11).
const now = Date.parse('2026-11-18T03:30:00Z');

const counts = (total: number, byType: Record<string, number>, byHour: number[] = []): DayCounts => ({
  total,
  byType: new Map(Object.entries(byType)),
  byHour: Array.from({ length: 24 }, (_, h) => byHour[h] ?? 0),
});

describe('comparedDays', () => {
  it('is today up to now and the same weekday of four weeks before, each up to the same wall-clock time', () => {
    const days = comparedDays(now, zone);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-11',
      '2026-11-04',
      '2026-10-28',
      '2026-10-21',
    ]);
    expect(days[0]).toEqual({ date: '2026-11-18', from: Date.parse('2026-11-17T13:00:00Z'), to: now });
    expect(days[1]).toEqual({
      date: '2026-11-11',
      from: Date.parse('2026-11-10T13:00:00Z'),
      to: Date.parse('2026-11-11T03:30:00Z'),
    });
  });

  it('keeps the wall-clock hours across a change of summer time (Sydney: 4 Oct 2026)', () => {
    const days = comparedDays(Date.parse('2026-10-07T03:30:00Z'), zone);
    // 30 Sep was still UTC+10: 14:30 there is 04:30 UTC, not the 03:30 a fixed shift of weeks would give.
    expect(days[1]?.to).toBe(Date.parse('2026-09-30T04:30:00Z'));
  });
});

describe('countDay', () => {
  it('counts per type and per hour of the zone, only within the span', () => {
    const today = comparedDays(now, zone)[0] as DaySpan;
    const events = [
      { t: Date.parse('2026-11-17T13:00:00Z'), type: 'ignition' }, // 00:00 Sydney
      { t: Date.parse('2026-11-17T22:10:00Z'), type: 'speeding' }, // 09:10
      { t: Date.parse('2026-11-17T22:50:00Z'), type: 'speeding' }, // 09:50
      { t: Date.parse('2026-11-18T03:29:59Z'), type: 'ignition' }, // 14:29:59
      { t: now, type: 'ignition' }, // now: not yet
      { t: Date.parse('2026-11-17T12:59:59Z'), type: 'ignition' }, // the day before
    ];
    const day = countDay(
      today,
      zone,
      events.length,
      (i) => events[i]?.t ?? Number.NaN,
      (i) => events[i]?.type ?? '',
    );
    expect(day.total).toBe(4);
    expect(Object.fromEntries(day.byType)).toEqual({ ignition: 2, speeding: 2 });
    expect(day.byHour[0]).toBe(1);
    expect(day.byHour[9]).toBe(2);
    expect(day.byHour[14]).toBe(1);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([18, 20, 4, 16])).toBe(17);
    expect(median([])).toBe(0);
  });
});

describe('againstUsual', () => {
  it('puts today beside the median of the weeks, in total, per type (most today first) and per hour', () => {
    const today = counts(50, { speeding: 42, ignition: 8 }, [0, 0, 0, 0, 0, 0, 0, 0, 0, 50]);
    const weeks = [
      counts(30, { speeding: 18, ignition: 12 }, [0, 0, 0, 0, 0, 0, 0, 0, 0, 30]),
      counts(28, { speeding: 16, ignition: 10, harsh: 2 }),
      counts(40, { speeding: 20, ignition: 20 }),
      counts(20, { speeding: 18, ignition: 2 }, [0, 0, 0, 0, 0, 0, 0, 0, 0, 20]),
    ];
    const result = againstUsual(today, weeks);
    expect(result.total).toEqual({ type: null, today: 50, usual: 29 });
    expect(result.types).toEqual([
      { type: 'speeding', today: 42, usual: 18 },
      { type: 'ignition', today: 8, usual: 11 },
      { type: 'harsh', today: 0, usual: 0 },
    ]);
    expect(result.hours[9]).toEqual({ today: 50, usual: 10 });
  });

  it('with no week read, says nothing is usual rather than failing', () => {
    expect(againstUsual(counts(3, { ignition: 3 }), []).total).toEqual({ type: null, today: 3, usual: 0 });
  });
});
