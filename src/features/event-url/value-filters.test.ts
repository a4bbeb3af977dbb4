import { describe, expect, it } from 'vitest';
import { onlyOwnedBy } from './url-params';
import { parseView, writeView, defaultView } from './url-view';
import { parseValueFilters, toggleValueFilter, writeValueFilters, type ValueFilter } from './value-filters';

const include = (column: string, value: string | null): ValueFilter => ({ mode: 'in', column, value });
const exclude = (column: string, value: string | null): ValueFilter => ({ mode: 'ex', column, value });

describe('include/exclude filters in the URL', () => {
  it('writes each value as its own repeated parameter, in order, and reads them back', () => {
    const filters = [
      include('vehicle', '40010024'),
      include('vehicle', '40010025'),
      exclude('action', 'OFF'),
      include('attr.status', 'LOW_BATTERY'),
      exclude('location', null),
    ];
    const params = writeValueFilters(new URLSearchParams('range=last7d'), filters);
    expect(params.toString()).toBe(
      'range=last7d&in.vehicle=40010024&in.vehicle=40010025&ex.action=OFF&in.attr.status=LOW_BATTERY&ex.location=%28none%29',
    );
    expect(parseValueFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('keeps values whole, whatever characters the data gave them, and attribute keys with dots', () => {
    const filters = [
      include('action', 'Harsh Braking'),
      include('action', 'ON,OFF&x=1'),
      exclude('type', '<img src=x onerror="a, b">'),
      include('attr.battery.level', '🔋 5%'),
      include('location', ''),
    ];
    const text = writeValueFilters(new URLSearchParams(), filters).toString();
    expect(parseValueFilters(new URLSearchParams(text))).toEqual(filters);
  });

  it('reads the old facet links as includes on type and action, and writes them the new way', () => {
    const old = new URLSearchParams('facetTypes=ignition&facetActions=ON&facetActions=(none)');
    const filters = parseValueFilters(old);
    expect(filters).toEqual([include('type', 'ignition'), include('action', 'ON'), include('action', null)]);
    expect(writeValueFilters(old, filters).toString()).toBe(
      'in.type=ignition&in.action=ON&in.action=%28none%29',
    );
  });

  it('leaves out unknown columns, repeats and empty attribute keys', () => {
    const params = new URLSearchParams('in.password=1&in.vehicle=7&in.vehicle=7&in.attr.=x&ex.=1&inx.type=a');
    expect(parseValueFilters(params)).toEqual([include('vehicle', '7')]);
  });

  it('are part of the view: a filter change leaves the loaded filters alone', () => {
    const params = new URLSearchParams('types=ignition&range=last7d&in.vehicle=7&ex.attr.status=OK&q=x');
    expect(onlyOwnedBy(params, ['filters']).toString()).toBe('types=ignition&range=last7d');
    const view = parseView(params);
    expect(view.filters).toEqual([include('vehicle', '7'), exclude('attr.status', 'OK')]);
    expect(writeView(new URLSearchParams(), { ...defaultView, filters: view.filters }).toString()).toBe(
      'in.vehicle=7&ex.attr.status=OK',
    );
  });
});

describe('toggleValueFilter', () => {
  it('adds a filter, takes the same one off, and swaps include for exclude of the same value', () => {
    const one = toggleValueFilter([], include('vehicle', '7'));
    expect(one).toEqual([include('vehicle', '7')]);
    expect(toggleValueFilter(one, include('vehicle', '7'))).toEqual([]);
    expect(toggleValueFilter(one, exclude('vehicle', '7'))).toEqual([exclude('vehicle', '7')]);
    expect(toggleValueFilter(one, include('vehicle', '8'))).toEqual([
      include('vehicle', '7'),
      include('vehicle', '8'),
    ]);
  });
});
