import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../filters/event-filters';
import { filterChips } from './filter-chips';

const none = { search: '', valueFilters: [], problems: [] };

describe('the filters in force as chips', () => {
  it('says types, range and zone, in that order, for the default filters', () => {
    const labels = filterChips({ ...none, filters: defaultFilters, zone: 'Australia/Sydney' }).map(
      (c) => c.label,
    );
    expect(labels).toEqual(['Types: ignition, driver', 'Last 24 hours', 'Australia/Sydney']);
  });

  it('shortens long lists, names constraints, facets and the search, and puts problems first', () => {
    const chips = filterChips({
      filters: {
        ...defaultFilters,
        types: [],
        range: { kind: 'custom', from: '2026-11-20T00:00', to: '2026-11-21T00:00' },
        constraints: { ...defaultFilters.constraints, vehicleIds: [1, 2, 3, 4] },
      },
      zone: 'UTC',
      search: 'a search longer than twenty-four letters',
      valueFilters: ['Type is ignition'],
      problems: [{ param: 'from', message: 'The start "x" is not a date' }],
    });
    expect(chips[0]).toEqual({ key: 'problem-0', label: 'The start "x" is not a date', problem: true });
    expect(chips.slice(1).map((c) => c.label)).toEqual([
      'All types',
      '2026-11-20 00:00 – 2026-11-21 00:00',
      'Vehicles: 1, 2 +2',
      'UTC',
      'Type is ignition',
      'Search: “a search longer than twe…”',
    ]);
  });
});
