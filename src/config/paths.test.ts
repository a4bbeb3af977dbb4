import { describe, expect, it } from 'vitest';
import { eventDetailHref, paths, switchRegionPath } from './paths';

describe('switchRegionPath', () => {
  it('keeps the events page and its filters', () => {
    expect(switchRegionPath('/au/events', '?types=ignition&range=last24h', 'nz')).toBe(
      '/nz/events?types=ignition&range=last24h',
    );
  });

  it('keeps the lookup page', () => {
    expect(switchRegionPath('/au/lookup', '', 'uk')).toBe('/uk/lookup');
  });

  it('goes to the events list from a detail page, since an event id belongs to one region', () => {
    expect(switchRegionPath('/au/events/ignition/42', '?at=1', 'nz')).toBe('/nz/events');
  });

  it('goes to the events list from sign-in or callback', () => {
    expect(switchRegionPath('/au/sign-in', '?returnTo=%2Fau%2Fevents', 'nz')).toBe('/nz/events');
    expect(switchRegionPath('/au/auth/callback', '?code=x', 'nz')).toBe('/nz/events');
  });

  it('keeps the region home, so a presenter can tour the regions from it', () => {
    expect(switchRegionPath('/au', '', 'nz')).toBe('/nz');
    expect(switchRegionPath('/au/', '', 'uk')).toBe('/uk');
  });
});

describe('paths', () => {
  it('encodes path segments and returnTo', () => {
    expect(paths.eventDetail('au', 'a b?#', 7)).toBe('/au/events/a%20b%3F%23/7');
    expect(paths.signIn('au', '/au/events?types=a,b')).toBe(
      '/au/sign-in?returnTo=%2Fau%2Fevents%3Ftypes%3Da%2Cb',
    );
  });
});

describe('eventDetailHref', () => {
  it('carries the region, type, exact id, time and zone', () => {
    expect(
      eventDetailHref({
        regionId: 'au',
        type: 'harsh braking',
        id: '12345678901234567891',
        timeAt: 5,
        tz: 'UTC',
      }),
    ).toBe('/au/events/harsh%20braking/12345678901234567891?at=5&tz=UTC');
  });

  it('leaves the default zone choice out', () => {
    expect(eventDetailHref({ regionId: 'nz', type: 'ignition', id: '7', timeAt: 9, tz: 'user' })).toBe(
      '/nz/events/ignition/7?at=9',
    );
    expect(eventDetailHref({ regionId: 'nz', type: 'ignition', id: '7', timeAt: 9 })).toBe(
      '/nz/events/ignition/7?at=9',
    );
  });

  it('from one detail page to another, says whose events are listed around, with the zone choice', () => {
    expect(
      eventDetailHref({ regionId: 'au', type: 'ignition', id: '7', timeAt: 9, tz: 'user', around: 'trip' }),
    ).toBe('/au/events/ignition/7?at=9&tz=user&around=trip');
  });
});
