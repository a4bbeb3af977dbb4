import { describe, expect, it } from 'vitest';
import { eventTicks, speedAt, speedPath, speedTop } from './speed-chart-paths';

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
});
