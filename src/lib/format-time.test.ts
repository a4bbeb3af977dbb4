import { describe, expect, it } from 'vitest';
import { formatDuration, formatOffset } from './format-time';

describe('times relative to an event', () => {
  it('signs the span the way durations are written elsewhere', () => {
    expect(formatOffset(-(3 * 60 + 12) * 1000)).toBe('−3 min 12 s');
    expect(formatOffset((3 * 60 + 12) * 1000)).toBe('+3 min 12 s');
    expect(formatOffset(2 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('+2 days 4 h');
    expect(formatOffset(-45_000)).toBe(`−${formatDuration(45_000)}`);
    expect(formatOffset(0)).toBe('same time');
  });
});
