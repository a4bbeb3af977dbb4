import { describe, expect, it } from 'vitest';
import es from '../../../i18n/catalogs/es';
import { i18n } from '../../../i18n/i18n';
import { defaultFilters } from '../../event-url';
import { filterChips } from './filter-chips';

const none = { search: '', valueFilters: [], problems: [] };

describe('the filters in force as chips', () => {
  it('says types, range and zone, in that order, for the default filters', () => {
    const labels = filterChips({ ...none, filters: defaultFilters, zone: 'Australia/Sydney' }).map((c) =>
      c.label(),
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
      problems: [{ param: 'from', reason: { code: 'notDate', value: 'x' } }],
    });
    expect(chips[0]).toMatchObject({ key: 'problem-0', problem: true });
    expect(chips[0]?.label()).toBe('"x" is not a date or date-time');
    expect(chips.slice(1).map((c) => c.label())).toEqual([
      'All types',
      '2026-11-20 00:00 – 2026-11-21 00:00',
      'Vehicles: 1, 2 +2',
      'UTC',
      'Type is ignition',
      'Search: “a search longer than twe…”',
    ]);
  });
  it("names a constraint's vehicles and trips when their names are known, ids alone otherwise", () => {
    const names = new Map([
      ['vehicle:1', 'Ute 12 (1)'],
      ['trip:9', 'Ute 12, trip 3 (9)'],
    ]);
    const chips = filterChips({
      ...none,
      filters: {
        ...defaultFilters,
        constraints: { vehicleIds: [1, 2], deviceIds: [], fleetIds: [7], tripIds: [9] },
      },
      zone: 'UTC',
      idLabel: (key, id) => names.get(`${key === 'vehicleIds' ? 'vehicle' : 'trip'}:${id}`) ?? String(id),
    });
    expect(chips.map((c) => c.label())).toContain('Vehicles: Ute 12 (1), 2');
    expect(chips.map((c) => c.label())).toContain('Trips: Ute 12, trip 3 (9)');
    expect(chips.map((c) => c.label())).toContain('Fleets: 7');
  });
});

describe('the chips after a language switch', () => {
  it('are worded again when shown, without being made again', async () => {
    const chips = filterChips({
      ...none,
      filters: { ...defaultFilters, constraints: { ...defaultFilters.constraints, tripIds: [5] } },
      zone: 'UTC',
      search: 'george st',
      problems: [{ param: 'range', reason: { code: 'unknownRange', value: 'fortnight' } }],
    });
    i18n.addResourceBundle('es', 'filters', es.filters);
    await i18n.changeLanguage('es');
    try {
      expect(chips.map((c) => c.label())).toEqual([
        'Rango de tiempo desconocido "fortnight"',
        'Tipos: ignition, driver',
        'Últimas 24 horas',
        'Viajes: 5',
        'UTC',
        'Búsqueda: “george st”',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(chips[2]?.label()).toBe('Last 24 hours');
  });
});
