import { describe, expect, it } from 'vitest';
import { defaultHealthParams, parseHealthParams, writeHealthParams } from './health-url';

describe('the health page parameters', () => {
  it('reads per, gap and speed, and falls back to the defaults on anything else', () => {
    expect(parseHealthParams(new URLSearchParams())).toEqual(defaultHealthParams);
    expect(parseHealthParams(new URLSearchParams('per=vehicle&gap=30&speed=150'))).toEqual({
      unit: 'vehicle',
      gapMinutes: 30,
      speedLimitKmh: 150,
      sort: { by: 'score', descending: true },
    });
    expect(parseHealthParams(new URLSearchParams('per=bus&gap=abc&speed=-5'))).toEqual(defaultHealthParams);
  });

  it('reads and writes the sort, falling back to the score for a figure it does not know', () => {
    const sortOf = (query: string) => parseHealthParams(new URLSearchParams(query)).sort;
    expect(sortOf('hsort=-longestGap')).toEqual({ by: 'longestGap', descending: true });
    expect(sortOf('hsort=events')).toEqual({ by: 'events', descending: false });
    expect(sortOf('hsort=-bogus')).toEqual({ by: 'score', descending: true });
    const written = writeHealthParams(new URLSearchParams('range=last7d'), {
      ...defaultHealthParams,
      sort: { by: 'delayWorst', descending: true },
    });
    expect(written.toString()).toBe('range=last7d&hsort=-delayWorst');
    expect(parseHealthParams(written).sort).toEqual({ by: 'delayWorst', descending: true });
  });

  it('writes only what differs from the defaults, keeping the other parameters', () => {
    const base = new URLSearchParams('range=last7d&per=vehicle');
    expect(writeHealthParams(base, defaultHealthParams).toString()).toBe('range=last7d');
    expect(writeHealthParams(base, { ...defaultHealthParams, gapMinutes: 5 }).toString()).toBe(
      'range=last7d&gap=5',
    );
  });
});
