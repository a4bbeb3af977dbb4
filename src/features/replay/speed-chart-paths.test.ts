import { describe, expect, it } from 'vitest';
import { eventTicks, speedAt, speedPath, speedTop } from './speed-chart-paths';

const minute = 60_000;

const series = (time: number[], kmh: number[]) => ({
  time: Float64Array.from(time),
  kmh: Float64Array.from(kmh),
  max: Math.max(0, ...kmh),
});

describe('the speed chart’s drawing', () => {
  it('draws one point per column at the highest speed in it, scaled to the axis top', () => {
    // 0–1000 ms over 1,000 columns: one column a millisecond; two fixes share column 500.
    const path = speedPath(series([0, 500, 500.5, 999], [0, 40, 80, 100]), 0, 1000, 100);
    expect(path).toBe('M0.5 100L500.5 20L999.5 0');
  });

  it('ticks each column with events once, and reads the speed of the last fix at or before a time', () => {
    expect(eventTicks(Float64Array.from([0, 0.2, 999]), 0, 1000)).toBe('M0.5 100V88M999.5 100V88');
    const s = series([10, 20], [30, 50]);
    expect(speedAt(s, 5)).toBeNull();
    expect(speedAt(s, 10)).toBe(30);
    expect(speedAt(s, 25)).toBe(50);
    expect(speedTop(0)).toBe(20);
    expect(speedTop(101)).toBe(120);
  });

  it('breaks the line over a gap between fixes longer than a stop, instead of a ramp across the night', () => {
    // 60 km/h at 18:00 and 18:01, then nothing until 14:00 the next day, 20 hours later.
    const hour = 60 * minute;
    const span = 22 * hour;
    const path = speedPath(series([0, minute, 20 * hour, 20 * hour + minute], [60, 60, 0, 30]), 0, span, 60);
    // Each day's fixes share a column (79 s each): the evening's at 60 km/h, the next day's at up to 30.
    expect(path).toBe('M0.5 0M909.5 50');
  });

  it('keeps one line through fixes closer together than a stop', () => {
    const path = speedPath(series([0, 5 * minute, 9 * minute], [10, 20, 30]), 0, 10 * minute, 40);
    expect(path.match(/M/g)).toHaveLength(1);
  });

  it('says no speed during a gap longer than a stop', () => {
    const s = series([0, 60 * minute], [60, 0]);
    expect(speedAt(s, minute)).toBe(60);
    expect(speedAt(s, 30 * minute)).toBeNull();
    expect(speedAt(s, 60 * minute)).toBe(0);
  });
});
