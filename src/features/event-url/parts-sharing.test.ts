import { describe, expect, it } from 'vitest';
import { defaultView, type RowView } from './url-view';
import { shareUnchanged } from './view-sharing';

const before: RowView = {
  ...defaultView,
  search: 'ute',
  filters: [{ mode: 'in', column: 'type', value: 'ignition' }],
  area: { south: -34, west: 151, north: -33, east: 152 },
};

describe('a view parsed again keeps the parts that did not change', () => {
  it('keeps the filters and the area through a sort, and gives the new sort and search', () => {
    const next = shareUnchanged(before, {
      ...structuredClone(before),
      sort: { column: 'type', desc: false },
      search: 'utes',
    });
    expect(next.filters).toBe(before.filters);
    expect(next.area).toBe(before.area);
    expect(next.sort).toEqual({ column: 'type', desc: false });
    expect(next.search).toBe('utes');
  });

  it('keeps the sort through a change of filters, and gives the new filters', () => {
    const filters: RowView['filters'] = [{ mode: 'ex', column: 'type', value: 'driver' }];
    const next = shareUnchanged(before, { ...structuredClone(before), filters, area: null });
    expect(next.sort).toBe(before.sort);
    expect(next.filters).toBe(filters);
    expect(next.area).toBeNull();
  });
});
