import { describe, expect, it } from 'vitest';
import { recentMs, roadNow } from './road-now';

const now = Date.parse('2026-11-18T03:00:00Z');
const minute = 60_000;

describe('roadNow', () => {
  it('takes each vehicle’s latest event of the last 15 minutes, and counts every vehicle seen today', () => {
    // Newest first, as a store keeps its rows. Vehicle codes: 1, 2, 3; 0 names no vehicle.
    const timeAt = [
      now - 1 * minute,
      now - 5 * minute,
      now - 9 * minute,
      now - 14 * minute,
      now - 16 * minute,
      now - 90 * minute,
    ];
    const vehicle = [1, 0, 2, 1, 3, 3];
    const road = roadNow([0, 1, 2, 3, 4, 5], timeAt, vehicle, now);
    expect([...road.latest]).toEqual([0, 2]);
    expect(road.seenToday).toBe(3);
  });

  it('leaves out a vehicle whose latest event is just past the 15 minutes', () => {
    const road = roadNow([0], [now - recentMs - 1], [7], now);
    expect(road.latest).toHaveLength(0);
    expect(road.seenToday).toBe(1);
  });
});
