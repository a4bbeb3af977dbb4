import { describe, expect, it } from 'vitest';
import { findingHref } from './health-links';

describe('findingHref', () => {
  it('opens the events page on the device, every type, around the event, with it selected', () => {
    const at = Date.UTC(2026, 10, 20, 3, 30);
    const href = findingHref({
      regionId: 'au',
      unit: 'device',
      entityId: 140010033,
      event: { type: 'position', id: '2150330033012' },
      at,
      hours: 1,
      zone: 'Australia/Sydney',
      tz: 'user',
    });
    const url = new URL(href, 'http://app');
    expect(url.pathname).toBe('/au/events');
    expect(url.searchParams.get('deviceIds')).toBe('140010033');
    expect(url.searchParams.get('vehicleIds')).toBeNull();
    expect(url.searchParams.get('types')).toBe('');
    expect(url.searchParams.get('from')).toBe('2026-11-20T13:30');
    expect(url.searchParams.get('to')).toBe('2026-11-20T15:31');
    expect(url.searchParams.get('sel')).toBe('2150330033012/position');
  });

  it('narrows to the vehicle on the per-vehicle table', () => {
    const href = findingHref({
      regionId: 'au',
      unit: 'vehicle',
      entityId: 40010033,
      event: { type: 'ignition', id: '1' },
      at: 0,
      hours: 2,
      zone: 'UTC',
      tz: 'UTC',
    });
    expect(new URL(href, 'http://app').searchParams.get('vehicleIds')).toBe('40010033');
  });

  it('keeps the zone the page is read in', () => {
    const href = findingHref({
      regionId: 'au',
      unit: 'device',
      entityId: 1,
      event: { type: 'position', id: '2' },
      at: Date.UTC(2026, 10, 20),
      hours: 1,
      zone: 'UTC',
      tz: 'UTC',
    });
    expect(new URL(href, 'http://app').searchParams.get('tz')).toBe('UTC');
  });
});
