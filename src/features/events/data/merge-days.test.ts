import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '../api/event-schema';
import { createDayMerger, mergeDays } from './merge-days';

const event = (id: number, timeAt: number, type = 'ignition'): FleetEvent => ({ id, timeAt, type });

describe('mergeDays', () => {
  it('keeps the exact window, drops duplicates across days, newest first', () => {
    const day1 = { events: [event(1, 100), event(2, 150), event(3, 199)], skipped: [] };
    const day2 = { events: [event(3, 199), event(4, 200), event(5, 250)], skipped: [] };
    const merged = mergeDays([day2, undefined, day1], { from: 150, to: 250 });
    expect(merged.map((e) => e.id)).toEqual([4, 3, 2]);
  });

  it('treats the same id of another type as another event', () => {
    const merged = mergeDays([{ events: [event(1, 5), event(1, 5, 'driver')], skipped: [] }], {
      from: 0,
      to: 10,
    });
    expect(merged).toHaveLength(2);
  });

  it('answers with the same list while the same days and bounds are in, and a new one when either changes', () => {
    const merge = createDayMerger();
    const window = { from: 0, to: 1_000 };
    const day = { events: [event(1, 5)], skipped: [] };
    const first = merge([day, undefined], window);
    expect(merge([day, undefined], window)).toBe(first);
    expect(merge([day, undefined], { from: 0, to: 1_000 })).toBe(first); // an equal window, made anew
    expect(merge([day, undefined], { from: 0, to: 2_000 })).not.toBe(first);
    expect(merge([day, { events: [event(2, 6)], skipped: [] }], window).list).toHaveLength(2);
  });
});
