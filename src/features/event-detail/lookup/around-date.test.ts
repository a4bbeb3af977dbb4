import { describe, expect, it } from 'vitest';
import { aroundDate } from './around-date';

describe('aroundDate', () => {
  it('takes a date as it is', () => {
    expect(aroundDate('2026-11-20', 'Australia/Sydney', null)).toBe('2026-11-20');
  });

  it('turns a date-time in the user zone into the API date of that moment', () => {
    expect(aroundDate('2026-11-20 23:30', 'Australia/Sydney', 'Australia/Sydney')).toBe('2026-11-20');
    expect(aroundDate('2026-11-20T08:30', 'Australia/Sydney', null)).toBe('2026-11-19'); // 21:30 UTC the day before
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'yesterday', '2026-02-30', '2026-11-20 25:00', '20/11/2026']) {
      expect(aroundDate(bad, 'UTC', null)).toBeNull();
    }
  });
});
