import { describe, expect, it } from 'vitest';
import { neighbourDates } from './neighbour-dates';

const standard = { inclusiveTo: false, isoTimestamps: false, timeUnit: 'ms' as const };
const sydney = 'Australia/Sydney';
const dates = (ranges: { date: string }[]) => ranges.map((r) => r.date);
const later = Date.parse('2025-06-01T00:00:00Z');

describe('the dates asked for around an event', () => {
  it('starts at the API date of the event and goes 7 days each way, nearest first, one date a request', () => {
    // 04:07 on 1 November in Sydney, 17:07 on 31 October in UTC.
    const at = Date.parse('2024-10-31T17:07:12Z');
    const plan = neighbourDates(at, sydney, standard, later);
    expect(dates(plan.core)).toEqual(['2024-11-01']);
    expect(plan.core[0]).toMatchObject({ from: '2024-11-01', to: '2024-11-02', past: true });
    expect(dates(plan.older)).toEqual([
      '2024-10-31',
      '2024-10-30',
      '2024-10-29',
      '2024-10-28',
      '2024-10-27',
      '2024-10-26',
      '2024-10-25',
    ]);
    expect(dates(plan.newer)).toEqual([
      '2024-11-02',
      '2024-11-03',
      '2024-11-04',
      '2024-11-05',
      '2024-11-06',
      '2024-11-07',
      '2024-11-08',
    ]);
    expect(plan.newerUpToNow).toBe(false);
  });

  it('never asks for a date that has not begun, and says the later side stops at now', () => {
    const at = Date.parse('2024-10-31T17:07:12Z');
    const now = Date.parse('2024-11-02T14:30:00Z'); // 01:30 on 3 November in Sydney
    const plan = neighbourDates(at, sydney, standard, now);
    expect(dates(plan.newer)).toEqual(['2024-11-02', '2024-11-03']);
    expect(plan.newer[1]?.past).toBe(false);
    expect(plan.newerUpToNow).toBe(true);
  });

  it('puts an event on a date boundary on the date that begins there', () => {
    const midnight = Date.parse('2024-10-31T13:00:00Z'); // 00:00 on 1 November in Sydney (UTC+11)
    expect(dates(neighbourDates(midnight, sydney, standard, later).core)).toEqual(['2024-11-01']);
    expect(dates(neighbourDates(midnight, sydney, standard, later).older).slice(0, 1)).toEqual([
      '2024-10-31',
    ]);
    expect(dates(neighbourDates(midnight - 1, sydney, standard, later).core)).toEqual(['2024-10-31']);
  });

  it('asks for the dates either side too when the API date zone is unknown, and goes on from there', () => {
    const at = Date.parse('2024-10-31T17:07:12Z');
    const plan = neighbourDates(at, null, standard, later);
    expect(dates(plan.core)).toEqual(['2024-11-01', '2024-10-31', '2024-10-30']);
    expect(dates(plan.older)[0]).toBe('2024-10-29');
    expect(dates(plan.newer)[0]).toBe('2024-11-02');
    // Today may already have begun east of UTC: the latest date asked for is the one begun at UTC+14.
    const now = Date.parse('2024-11-01T11:00:00Z');
    expect(dates(neighbourDates(at, null, standard, now).newer)).toEqual(['2024-11-02']);
  });

  it('asks in the region dialect: an inclusive `to`, or timestamps (where the date zone does not matter)', () => {
    const at = Date.parse('2024-10-31T17:07:12Z');
    expect(neighbourDates(at, sydney, { ...standard, inclusiveTo: true }, later).core[0]).toMatchObject({
      from: '2024-11-01',
      to: '2024-11-01',
    });
    const iso = neighbourDates(at, null, { ...standard, isoTimestamps: true }, later);
    expect(iso.core).toEqual([
      expect.objectContaining({
        date: '2024-10-31',
        from: '2024-10-31T00:00:00.000Z',
        to: '2024-11-01T00:00:00.000Z',
      }),
    ]);
  });
});
