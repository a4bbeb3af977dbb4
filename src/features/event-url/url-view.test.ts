import { describe, expect, it } from 'vitest';
import { onlyOwnedBy } from './url-params';
import { defaultView, parseLive, parseView, writeView } from './url-view';

describe('URL view', () => {
  it('round-trips search, filters and sort, leaving defaults out', () => {
    const view = {
      search: 'george st',
      filters: [
        { mode: 'in' as const, column: 'type', value: 'ignition' },
        { mode: 'ex' as const, column: 'action', value: 'OFF' },
      ],
      sort: { column: 'odometer', desc: false },
      showOutside: true,
      area: { south: -33.9, west: 151.1, north: -33.8, east: 151.25 },
      areaUnreadable: null,
    };
    const params = writeView(new URLSearchParams('types=ignition'), view);
    expect(params.get('types')).toBe('ignition');
    expect(parseView(params)).toEqual(view);
    expect(writeView(new URLSearchParams(), defaultView).toString()).toBe('');
  });

  it('ignores an unknown sort column and caps the search length', () => {
    const view = parseView(new URLSearchParams(`sort=-password&q=${'a'.repeat(10_000)}`));
    expect(view.sort).toEqual(defaultView.sort);
    expect(view.search).toHaveLength(500);
  });

  it('reads live=1 as Live follow, a view setting that leaves the filters (what is loaded) alone', () => {
    const params = new URLSearchParams('types=ignition&range=last24h&live=1&sort=vehicle');
    expect(parseLive(params)).toBe(true);
    expect(parseLive(new URLSearchParams('live=yes'))).toBe(false);
    expect(onlyOwnedBy(params, ['filters']).toString()).toBe('types=ignition&range=last24h');
  });

  it('keeps an area it cannot read as written (a problem to show), and the area is not what is loaded', () => {
    const view = parseView(new URLSearchParams('types=ignition&area=north-of-here'));
    expect(view).toMatchObject({ area: null, areaUnreadable: 'north-of-here' });
    expect(writeView(new URLSearchParams(), view).get('area')).toBe('north-of-here');
    expect(onlyOwnedBy(new URLSearchParams('types=ignition&area=1,2,3,4'), ['filters']).toString()).toBe(
      'types=ignition',
    );
  });
});
