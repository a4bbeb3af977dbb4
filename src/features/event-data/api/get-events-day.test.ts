import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-errors';
import { testRegions } from '../../../testing/test-config';
import type { ApiGet } from '../../auth';
import { eventQueryOptions } from './get-event';
import { eventsDayQueryOptions } from './get-events-day';

const get: ApiGet = () => Promise.resolve([]);
const request = {
  types: ['ignition'],
  constraints: { vehicleIds: [7] },
  date: '2026-01-02',
  from: '2026-01-02',
  to: '2026-01-02',
  timeUnit: 'ms' as const,
};

describe('the events queries', () => {
  it('are keyed by plain data only, with the API function kept out of the key', () => {
    const keys = [
      eventsDayQueryOptions(get, testRegions.au, 'key-1', request, true).queryKey,
      eventQueryOptions(get, testRegions.au, 'key-1', 'ignition', '7', '2026-01-02', '2026-01-02').queryKey,
    ];
    for (const key of keys) {
      expect(JSON.parse(JSON.stringify(key))).toEqual(key);
      expect(key).not.toContain(get);
    }
  });

  it('wait before retrying a day as long as its region says', () => {
    const region = { ...testRegions.au, retryDelaySeconds: 0.25 };
    const { retryDelay } = eventsDayQueryOptions(get, region, 'key-1', request, true);
    const wait =
      typeof retryDelay === 'function' ? retryDelay(1, new ApiError(502, 'Bad gateway')) : retryDelay;
    expect(wait).toBe(500);
  });
});
