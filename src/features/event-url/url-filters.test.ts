import { describe, expect, it } from 'vitest';
import { defaultFilters, type EventFilters } from './event-filters';
import { problemText } from './problem-text';
import { parseFilters, serializeFilters } from './url-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
/** The problems as the filter bar words them (in English: tests run in English). */
const worded = (query: string) =>
  parse(query).problems.map((problem) => ({ param: problem.param, message: problemText(problem) }));

describe('URL filters', () => {
  it('an empty URL is the default view', () => {
    expect(parse('')).toEqual({ filters: defaultFilters, problems: [] });
    expect(serializeFilters(defaultFilters).toString()).toBe('');
  });

  it('round-trips every kind of filter', () => {
    const filters: EventFilters = {
      types: ['ignition', 'speeding'],
      range: { kind: 'custom', from: '2026-11-20T08:00', to: '2026-11-21' },
      constraints: { vehicleIds: [12, 7], deviceIds: [], fleetIds: [3], tripIds: [] },
      tz: 'Pacific/Auckland',
    };
    const query = serializeFilters(filters).toString();
    expect(parse(query)).toEqual({ filters, problems: [] });
    expect(decodeURIComponent(query)).toBe(
      'types=ignition,speeding&from=2026-11-20T08:00&to=2026-11-21&vehicleIds=12,7&fleetIds=3&tz=Pacific/Auckland',
    );
  });

  it('round-trips presets and "all types"', () => {
    const filters = {
      ...defaultFilters,
      types: [],
      range: { kind: 'preset', preset: 'last7d' },
    } as EventFilters;
    expect(parse(serializeFilters(filters).toString()).filters).toEqual(filters);
  });

  it('accepts ids separated by commas or spaces, and drops duplicates', () => {
    expect(parse('vehicleIds=1, 2 3,,2').filters.constraints.vehicleIds).toEqual([1, 2, 3]);
  });

  it('reports each bad value and falls back, keeping the good ones', () => {
    const query = 'range=fortnight&vehicleIds=1,abc,-4&tz=Mars/Base&types=ignition,<b>';
    const { filters } = parse(query);
    expect(filters.range).toEqual(defaultFilters.range);
    expect(filters.constraints.vehicleIds).toEqual([1]);
    expect(filters.tz).toBe('user');
    expect(filters.types).toEqual(['ignition']);
    expect(worded(query)).toEqual([
      { param: 'types', message: 'Not an event type: <b>' },
      { param: 'vehicleIds', message: 'Not whole numbers: abc, -4' },
      { param: 'tz', message: 'Unknown time zone "Mars/Base"' },
      { param: 'range', message: 'Unknown time range "fortnight"' },
    ]);
  });

  it('refuses "." and ".." as types: in a request path they would name another path of the API', () => {
    expect(worded('types=..,.,driver')).toEqual([{ param: 'types', message: 'Not an event type: .., .' }]);
    expect(parse('types=..,.,driver').filters.types).toEqual(['driver']);
    expect(parse('types=..').filters.types).toEqual(defaultFilters.types);
    expect(parse('types=a.b,...').filters.types).toEqual(['a.b', '...']);
  });

  it('rejects bad dates and a start after the end', () => {
    expect(worded('from=2026-02-30&to=2026-03-02')).toEqual([
      { param: 'from', message: '"2026-02-30" is not a date or date-time' },
    ]);
    expect(worded('from=2026-03-02&to=2026-03-01')).toEqual([
      { param: 'from', message: 'The start is not before the end' },
    ]);
    expect(parse('from=2026-03-01&to=2026-03-01T25:00').problems[0]?.param).toBe('to');
    expect(parse('from=2026-03-01').filters.range).toEqual(defaultFilters.range);
  });

  it('compares a bare date with a date-time as the same moment, so an empty window is refused', () => {
    expect(worded('from=2026-11-10&to=2026-11-10T00:00')[0]?.message).toBe('The start is not before the end');
    expect(parse('from=2026-11-10T08:00&to=2026-11-10T08:00:00').problems).toHaveLength(1);
    expect(parse('from=2026-11-10&to=2026-11-10T00:01').problems).toEqual([]);
  });
});
