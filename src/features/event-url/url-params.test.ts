import { describe, expect, it } from 'vitest';
import { defaultFilters, type EventFilters } from './event-filters';
import { carriedHref, pageHref } from './page-links';
import { withCompare, withPeriod } from './url-compare';
import { serializeFilters } from './url-filters';
import { layoutParam, selectionParam } from './url-layout';
import { keptBy, onlyOwnedBy, ownerOf, urlParams, withFilterParams } from './url-params';
import { withReplay } from './url-replay';
import { writeView } from './url-view';

const everyFilter: EventFilters = {
  types: ['ignition'],
  range: { kind: 'custom', from: '2026-11-18', to: '2026-11-19' },
  constraints: { vehicleIds: [1], deviceIds: [2], fleetIds: [3], tripIds: [4] },
  tz: 'UTC',
};

/** An address with a value for every parameter the writers below write. */
function everyParam(): URLSearchParams {
  let params = writeView(serializeFilters(everyFilter), {
    search: 'van',
    filters: [
      { mode: 'in', column: 'vehicle', value: '7' },
      { mode: 'ex', column: 'attr.status', value: 'OK' },
    ],
    sort: { column: 'vehicle', desc: false },
    showOutside: true,
    area: { south: 1, west: 2, north: 3, east: 4 },
    areaUnreadable: null,
  });
  params = withReplay(params, { kind: 'vehicle', id: 7 }, 10);
  params = withPeriod(withCompare(params, 'filters'), { kind: 'previous' });
  params.set('sel', selectionParam({ id: '1', type: 'ignition' }));
  params.set('cols', layoutParam({ order: ['time'], widths: {} }));
  for (const [name, value] of Object.entries({
    mode: 'both',
    live: '1',
    per: 'vehicle',
    gap: '5',
    speed: '9',
    hsort: 'entity',
  }))
    params.set(name, value);
  return params;
}

describe('the URL parameters registry', () => {
  it('names an owner for every parameter the writers write, and for no other', () => {
    const params = everyParam();
    for (const name of params.keys()) expect(ownerOf(name), name).not.toBeNull();
    expect(ownerOf('utm_source')).toBeNull();
    expect(new Set(urlParams.map((p) => p.name)).size).toBe(urlParams.length);
  });

  it('reads the filters alone from an address that has everything', () => {
    expect(onlyOwnedBy(everyParam(), ['filters']).toString()).toBe(serializeFilters(everyFilter).toString());
  });

  it('changes the filters and keeps every other parameter, in place', () => {
    const params = everyParam();
    const next = withFilterParams(params, serializeFilters({ ...defaultFilters, tz: 'UTC' }));
    expect(onlyOwnedBy(next, ['filters']).toString()).toBe('tz=UTC');
    const others = (p: URLSearchParams) => [...p].filter(([name]) => ownerOf(name) !== 'filters');
    expect(others(next)).toEqual(others(params));
  });

  it("leaves the health page's settings behind on the way to the events page, and nothing else", () => {
    const params = everyParam();
    const toEvents = new URLSearchParams(carriedHref('events', 'au', params).split('?')[1]);
    expect([...toEvents.keys()].filter((name) => ownerOf(name) === 'health')).toEqual([]);
    expect(toEvents.toString()).toBe(keptBy('events', params).toString());
    expect(toEvents.get('tz')).toBe('UTC');
    expect(carriedHref('health', 'au', params)).toBe(`/au/health?${params.toString()}`);
    expect(carriedHref('events', 'au', new URLSearchParams('per=vehicle'))).toBe('/au/events');
  });

  it('links into a page with its filters, then a selection, replay and mode by their owners', () => {
    const href = pageHref('events', 'nz', {
      filters: everyFilter,
      selection: { id: '9', type: 'ignition' },
      replay: { target: { kind: 'vehicle', id: 1 }, at: 5 },
      mode: 'both',
    });
    const [path, search] = href.split('?');
    expect(path).toBe('/nz/events');
    const params = new URLSearchParams(search);
    expect(onlyOwnedBy(params, ['filters']).toString()).toBe(serializeFilters(everyFilter).toString());
    expect(Object.fromEntries(onlyOwnedBy(params, ['selection', 'replay', 'layout']))).toEqual({
      sel: '9/ignition',
      replay: 'vehicle:1',
      replayAt: '5',
      mode: 'both',
    });
  });

  it('links into a page with value filters and a period overlaid, written by their owners', () => {
    const href = pageHref('events', 'au', {
      filters: everyFilter,
      valueFilters: [{ mode: 'in', column: 'attr.road', value: 'M1' }],
      vs: { kind: 'days', days: 7 },
    });
    const params = new URLSearchParams(href.split('?')[1]);
    expect(onlyOwnedBy(params, ['filters']).toString()).toBe(serializeFilters(everyFilter).toString());
    expect(params.get('in.attr.road')).toBe('M1');
    expect(params.get('vs')).toBe('7');
  });
});
