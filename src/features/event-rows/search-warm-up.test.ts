import { describe, expect, it } from 'vitest';
import type { EventStore } from '../event-data';
import { storeFromEvents } from '../event-data';
import type { RowView } from '../event-url';
import { deriveRows } from './derive-rows';
import { identityOf, noRowNames, type RowNames } from './row-names';
import { isRemembered } from './rows-cache';
import { searchWarmUpSteps } from './search-warm-up';

const events = [
  { id: 11, type: 'ignition', action: 'ON', timeAt: 100, vehicleId: 7, location: 'Pitt St' },
  { id: 12, type: 'driver', action: 'Work', timeAt: 300, vehicleId: 8, attributes: { status: 'Late' } },
  { id: 13, type: 'ignition', action: 'OFF', timeAt: 200, vehicleId: 9, tripId: 5 },
];
const names: RowNames = {
  ...noRowNames,
  vehicle: new Map([
    [7, { name: 'Ute 12', source: 'api' }],
    [8, { name: 'Camión 2', secondary: 'AB-8', source: 'api' }],
  ]),
  trip: new Map([[5, { name: 'Ute 12, trip 1', source: 'api' }]]),
};
const view: RowView = {
  search: '',
  filters: [],
  sort: { column: 'time', desc: true },
  showOutside: false,
  area: null,
  areaUnreadable: null,
};

const idsOf = (store: EventStore, patch: Partial<RowView>) =>
  Array.from(deriveRows(store, { ...view, ...patch }, names).rows, (g) => store.event(g).id);

describe('warming the search up in idle time', () => {
  it('leaves what a search and a sort by name find as a first search finds it', () => {
    const cold = storeFromEvents(events);
    const warm = storeFromEvents(events);
    const steps = searchWarmUpSteps(warm, names);
    expect(steps.length).toBeGreaterThan(1);
    steps.forEach((step) => step());
    for (const patch of [
      { search: 'camion' },
      { search: 'ute' },
      { search: 'late' },
      { search: '12' },
      { search: 'pitt' },
      { sort: { column: 'vehicle', desc: false } },
      { sort: { column: 'trip', desc: true } },
    ])
      expect(idsOf(warm, patch)).toEqual(idsOf(cold, patch));
    expect(idsOf(warm, { search: 'ute' })).toEqual([13, 11]);
  });

  it('ranks the names of each kind that has names, for a first sort by name', () => {
    const warm = storeFromEvents(events);
    searchWarmUpSteps(warm, names).forEach((step) => step());
    const ranked = (kind: keyof RowNames) =>
      isRemembered(warm, `ranks:name:${kind}:${identityOf(names[kind])}`);
    expect([ranked('vehicle'), ranked('trip'), ranked('device')]).toEqual([true, true, false]);
  });
});
