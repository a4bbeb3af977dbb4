import { describe, expect, it } from 'vitest';
import { parseFilters, parseReplay } from '../../event-url';
import { eventsAroundHref, replayFromHereHref, sameTripHref } from './entity-links';

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

describe('links from an event to the events page', () => {
  it('keep the zone the detail page is read in', () => {
    const at = Date.UTC(2026, 10, 20, 3, 0);
    const zoneOf = (href: string) => new URLSearchParams(href.split('?')[1]).get('tz');
    const event = { vehicleId: 1, timeAt: at, idText: '2', type: 'ignition' };
    expect(zoneOf(eventsAroundHref('au', 'deviceIds', 5, at, 'UTC', 'UTC'))).toBe('UTC');
    expect(zoneOf(sameTripHref('au', 7, at, 'Asia/Tokyo', 'Asia/Tokyo'))).toBe('Asia/Tokyo');
    expect(zoneOf(replayFromHereHref('au', event, 'UTC', 'browser'))).toBe('browser');
  });
});
