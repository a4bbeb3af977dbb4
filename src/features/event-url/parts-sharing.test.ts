import { describe, expect, it } from 'vitest';
import { defaultView, type RowView } from './url-view';
import { shareTarget, shareUnchanged } from './parts-sharing';

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

describe('a replay parsed again keeps its target while it is the same', () => {
  it('keeps the target through a new time, and gives another target', () => {
    const before = { target: { kind: 'vehicles' as const, ids: [1, 2] }, at: 5, unreadable: null };
    const later = shareTarget(before, { ...structuredClone(before), at: 9 });
    expect(later.target).toBe(before.target);
    expect(later.at).toBe(9);
    const other = { target: { kind: 'vehicle' as const, id: 3 }, at: 9, unreadable: null };
    expect(shareTarget(before, other).target).toBe(other.target);
  });
});
