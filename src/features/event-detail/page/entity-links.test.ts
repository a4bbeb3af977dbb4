import { describe, expect, it } from 'vitest';
import { parseFilters, parseReplay } from '../../event-url';
import { replayFromHereHref } from './entity-links';

describe('Replay from here', () => {
  it('opens the vehicle’s events around the event, replaying it paused at the event with it selected', () => {
    const at = Date.UTC(2026, 10, 20, 3, 0);
    const href = replayFromHereHref(
      'au',
      { vehicleId: 40010024, timeAt: at, idText: '9007199254740993', type: 'ignition' },
      'Australia/Sydney',
      'user',
    );
    const [path, query] = href.split('?');
    expect(path).toBe('/au/events');
    const params = new URLSearchParams(query);
    expect(parseReplay(params)).toEqual({ target: { kind: 'vehicle', id: 40010024 }, at, unreadable: null });
    expect(params.get('sel')).toBe('9007199254740993/ignition');
    expect(params.get('mode')).toBe('both');
    const { filters } = parseFilters(params);
    expect(filters.constraints.vehicleIds).toEqual([40010024]);
    expect(filters.range).toEqual({ kind: 'custom', from: '2026-11-20T02:00', to: '2026-11-21T02:00' });
  });
});
