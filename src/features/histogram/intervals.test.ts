import { describe, expect, it } from 'vitest';
import { localDateTimeOf, offsetAt, startOfDate } from '../../lib/time-zones';
import {
  bucketBoundaries,
  bucketOf,
  chooseInterval,
  histogramIntervals,
  intervalText,
  maxBars,
} from './intervals';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const find = (label: string) => {
  const interval = histogramIntervals.find((i) => intervalText(i) === label);
  if (!interval) throw new Error(label);
  return interval;
};
/** Each boundary as the zone's wall clock with its UTC offset in hours: "2026-04-05T02:00+11". */
const walls = (boundaries: Float64Array, zone: string) =>
  Array.from(
    boundaries,
    (t) => `${localDateTimeOf(t, zone)}${offsetAt(t, zone) >= 0 ? '+' : ''}${offsetAt(t, zone) / hour}`,
  );

describe('chooseInterval', () => {
  it('takes the shortest interval a person recognises that fits in 120 bars', () => {
    expect(intervalText(chooseInterval(hour))).toBe('1 minute');
    expect(intervalText(chooseInterval(2 * hour))).toBe('1 minute');
    expect(intervalText(chooseInterval(3 * hour))).toBe('2 minutes');
    expect(intervalText(chooseInterval(12 * hour))).toBe('10 minutes');
    expect(intervalText(chooseInterval(day))).toBe('15 minutes');
    expect(intervalText(chooseInterval(2 * day))).toBe('30 minutes');
    expect(intervalText(chooseInterval(5 * day))).toBe('1 hour');
    expect(intervalText(chooseInterval(7 * day))).toBe('2 hours');
    expect(intervalText(chooseInterval(7 * day + hour))).toBe('2 hours'); // a week with a 25-hour day
    expect(intervalText(chooseInterval(14 * day))).toBe('3 hours');
    expect(intervalText(chooseInterval(30 * day))).toBe('6 hours');
    expect(intervalText(chooseInterval(31 * day))).toBe('12 hours');
    expect(intervalText(chooseInterval(400 * day))).toBe('1 day');
  });

  it('gives 60 to 120 bars for the usual windows', () => {
    for (const span of [hour, day, 7 * day, 30 * day]) {
      const bars = span / chooseInterval(span).ms;
      expect(bars).toBeGreaterThanOrEqual(60);
      expect(bars).toBeLessThanOrEqual(maxBars);
    }
  });
});

describe('bucketBoundaries', () => {
  it('starts bars on the zone’s wall clock, the first one before the window when it starts mid-bar', () => {
    const zone = 'Australia/Sydney';
    const from = startOfDate('2026-11-20', zone) + 8 * hour + 7 * minute + 13_000;
    const b = bucketBoundaries({ from, to: from + 40 * minute }, zone, find('15 minutes'));
    expect(walls(b, zone)).toEqual([
      '2026-11-20T08:00+11',
      '2026-11-20T08:15+11',
      '2026-11-20T08:30+11',
      '2026-11-20T08:45+11',
      '2026-11-20T09:00+11',
    ]);
  });

  it('aligns to local hours in a zone a quarter-hour off UTC', () => {
    const zone = 'Asia/Kathmandu';
    const b = bucketBoundaries(
      { from: Date.UTC(2026, 0, 1, 0, 7), to: Date.UTC(2026, 0, 1, 2) },
      zone,
      find('1 hour'),
    );
    expect(Array.from(b, (t) => new Date(t).toISOString().slice(11, 16))).toEqual([
      '23:15',
      '00:15',
      '01:15',
      '02:15',
    ]);
  });

  it('when Sydney’s clocks go back in April: the repeated hour has bars of its own, the day is 25 hours', () => {
    const zone = 'Australia/Sydney';
    const window = { from: startOfDate('2026-04-05', zone), to: startOfDate('2026-04-06', zone) };
    const hourly = bucketBoundaries(window, zone, find('1 hour'));
    expect(hourly).toHaveLength(26);
    expect(walls(hourly, zone).slice(1, 6)).toEqual([
      '2026-04-05T01:00+11',
      '2026-04-05T02:00+11',
      '2026-04-05T02:00+10',
      '2026-04-05T03:00+10',
      '2026-04-05T04:00+10',
    ]);
    const quarters = bucketBoundaries(window, zone, find('15 minutes'));
    expect(quarters).toHaveLength(25 * 4 + 1);
    // Longer bars follow the wall clock: 00:00 to 03:00 is four hours that day.
    const threes = bucketBoundaries(window, zone, find('3 hours'));
    expect(walls(threes, zone).slice(0, 3)).toEqual([
      '2026-04-05T00:00+11',
      '2026-04-05T03:00+10',
      '2026-04-05T06:00+10',
    ]);
    expect((threes[1] as number) - (threes[0] as number)).toBe(4 * hour);
    const days = bucketBoundaries({ ...window, to: window.to + day }, zone, find('1 day'));
    expect(walls(days, zone)).toEqual(['2026-04-05T00:00+11', '2026-04-06T00:00+10', '2026-04-07T00:00+10']);
    expect((days[1] as number) - (days[0] as number)).toBe(25 * hour);
  });

  it('when Sydney’s clocks go forward in October: no bar for the skipped hour, the day is 23 hours', () => {
    const zone = 'Australia/Sydney';
    const window = { from: startOfDate('2026-10-04', zone), to: startOfDate('2026-10-05', zone) };
    const hourly = bucketBoundaries(window, zone, find('1 hour'));
    expect(hourly).toHaveLength(24);
    expect(walls(hourly, zone).slice(1, 4)).toEqual([
      '2026-10-04T01:00+10',
      '2026-10-04T03:00+11',
      '2026-10-04T04:00+11',
    ]);
    const threes = bucketBoundaries(window, zone, find('3 hours'));
    expect((threes[1] as number) - (threes[0] as number)).toBe(2 * hour);
    expect(walls(threes, zone).at(-1)).toBe('2026-10-05T00:00+11');
    const days = bucketBoundaries(window, zone, find('1 day'));
    expect((days[1] as number) - (days[0] as number)).toBe(23 * hour);
  });

  it('covers the window whole, with the last bar ending at or after its end', () => {
    const zone = 'Europe/London';
    const window = { from: Date.UTC(2026, 2, 20, 10, 17), to: Date.UTC(2026, 2, 27, 10, 17) };
    const b = bucketBoundaries(window, zone, chooseInterval(window.to - window.from));
    expect(b[0]).toBeLessThanOrEqual(window.from);
    expect(b.at(-1)).toBeGreaterThanOrEqual(window.to);
    expect(b.at(-2)).toBeLessThan(window.to);
    for (let i = 1; i < b.length; i += 1) expect(b[i]).toBeGreaterThan(b[i - 1] as number);
  });
});

describe('bucketOf', () => {
  it('finds the bar of an instant; outside every bar is -1', () => {
    const b = Float64Array.from([0, 10, 20, 30]);
    expect([-1, 0, 9, 10, 29, 30].map((t) => bucketOf(b, t))).toEqual([-1, 0, 0, 1, 2, -1]);
  });
});
