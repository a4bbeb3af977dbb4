import { describe, expect, it } from 'vitest';
import { testRegions } from '../../../testing/test-config';
import type { ApiGet } from '../../auth';
import { eventQueryOptions } from './get-event';
import { eventsDayQueryOptions } from './get-events-day';

const get: ApiGet = () => Promise.resolve([]);

describe('the events queries', () => {
  it('are keyed by plain data only, with the API function kept out of the key', () => {
    const request = {
      types: ['ignition'],
      constraints: { vehicleIds: [7] },
      date: '2026-01-02',
      from: '2026-01-02',
      to: '2026-01-02',
      timeUnit: 'ms' as const,
    };
    const keys = [
      eventsDayQueryOptions(get, testRegions.au, 'key-1', request, true).queryKey,
      eventQueryOptions(get, testRegions.au, 'key-1', 'ignition', '7', '2026-01-02', '2026-01-02').queryKey,
    ];
    for (const key of keys) {
      expect(JSON.parse(JSON.stringify(key))).toEqual(key);
      expect(key).not.toContain(get);
    }
  });
});
