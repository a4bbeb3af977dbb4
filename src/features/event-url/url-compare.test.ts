import { describe, expect, it } from 'vitest';
import {
  compareParam,
  compareWithin,
  parseCompare,
  periodShift,
  periodWindow,
  withCompare,
  withPeriod,
} from './url-compare';
import { onlyOwnedBy } from './url-params';

const parse = (query: string) => parseCompare(new URLSearchParams(query));
const day = 86_400_000;

describe('comparisons in the URL', () => {
  it('reads a compared range and the period overlaid', () => {
    expect(parse('compare=1763600000000,1763610000000&vs=previous')).toEqual({
      range: { from: 1763600000000, to: 1763610000000 },
      filtered: false,
      vs: { kind: 'previous' },
      unreadable: { compare: null, vs: null },
    });
    expect(parse('vs=7').vs).toEqual({ kind: 'days', days: 7 });
    expect(parse('')).toEqual({
      range: null,
      filtered: false,
      vs: null,
      unreadable: { compare: null, vs: null },
    });
  });

  it('reads and writes a comparison of the filtered rows with the rest', () => {
    expect(parse('compare=filters')).toMatchObject({ range: null, filtered: true });
    expect(parse('compare=filters').unreadable.compare).toBeNull();
    expect(parse('compare=Filters').unreadable.compare).toBe('Filters');
    expect(withCompare(new URLSearchParams('types=ignition'), 'filters').toString()).toBe(
      'types=ignition&compare=filters',
    );
  });

  it('says what it could not read instead of dropping it', () => {
    expect(parse('compare=20,10').unreadable.compare).toBe('20,10');
    expect(parse('compare=soon').range).toBeNull();
    expect(parse('compare=5,5').unreadable.compare).toBe('5,5');
    expect(parse('vs=0').unreadable.vs).toBe('0');
    expect(parse('vs=401').vs).toBeNull();
    expect(parse('vs=-7').unreadable.vs).toBe('-7');
    expect(parse('vs=last').unreadable.vs).toBe('last');
  });

  it('writes them back as it reads them, keeping the rest of the URL', () => {
    const range = { from: 1000, to: 2000.4 };
    expect(parse(`compare=${compareParam(range)}`).range).toEqual({ from: 1000, to: 2000 });
    const params = new URLSearchParams('types=ignition&range=last7d&sel=1/x');
    expect(withCompare(params, range).toString()).toBe(
      'types=ignition&range=last7d&sel=1%2Fx&compare=1000%2C2000',
    );
    expect(withCompare(withCompare(params, range), null).toString()).toBe(params.toString());
    expect(withPeriod(params, { kind: 'days', days: 7 }).get('vs')).toBe('7');
    expect(withPeriod(params, { kind: 'previous' }).get('vs')).toBe('previous');
    expect(withPeriod(withPeriod(params, { kind: 'previous' }), null).toString()).toBe(params.toString());
  });

  it('is part of the view: comparing does not change the filters', () => {
    const params = new URLSearchParams('types=ignition&compare=1,2&vs=previous');
    expect(onlyOwnedBy(params, ['filters']).toString()).toBe('types=ignition');
  });

  it('keeps the part of a range inside the window, none when it lies outside', () => {
    const window = { from: 100, to: 200 };
    expect(compareWithin({ from: 50, to: 150 }, window)).toEqual({ from: 100, to: 150 });
    expect(compareWithin({ from: 120, to: 130 }, window)).toEqual({ from: 120, to: 130 });
    expect(compareWithin({ from: 200, to: 300 }, window)).toBeNull();
  });

  it('puts the previous period just before the window, or whole days back', () => {
    const window = { from: 10 * day, to: 11 * day };
    expect(periodWindow({ kind: 'previous' }, window, 'UTC')).toEqual({ from: 9 * day, to: 10 * day });
    expect(periodWindow({ kind: 'days', days: 7 }, window, 'UTC')).toEqual({ from: 3 * day, to: 4 * day });
    const hours = { from: 5 * day, to: 5 * day + 3_600_000 };
    expect(periodWindow({ kind: 'previous' }, hours, 'UTC')).toEqual({
      from: 5 * day - 3_600_000,
      to: 5 * day,
    });
  });

  it('goes back in days of the zone across a change of clocks: 09:00 lines up with 09:00', () => {
    // London's clocks went back an hour on 25 October 2026: midnight of the 19th is 23:00 UTC the day before.
    const zone = 'Europe/London';
    const monday = { from: Date.parse('2026-10-26T00:00:00Z'), to: Date.parse('2026-10-27T00:00:00Z') };
    expect(periodWindow({ kind: 'days', days: 7 }, monday, zone)).toEqual({
      from: Date.parse('2026-10-18T23:00:00Z'),
      to: Date.parse('2026-10-19T23:00:00Z'),
    });
    const shift = periodShift({ kind: 'days', days: 7 }, monday, zone);
    expect(new Date(shift(Date.parse('2026-10-26T09:00:00.250Z'))).toISOString()).toBe(
      '2026-10-19T08:00:00.250Z',
    );
    // A week before a week: the week of the change is an hour longer.
    const week = { from: Date.parse('2026-10-26T00:00:00Z'), to: Date.parse('2026-11-02T00:00:00Z') };
    expect(periodWindow({ kind: 'previous' }, week, zone)).toEqual({
      from: Date.parse('2026-10-18T23:00:00Z'),
      to: Date.parse('2026-10-26T00:00:00Z'),
    });
    // A window that is not whole days goes back its own length.
    const evening = { from: Date.parse('2026-10-26T18:00:00Z'), to: Date.parse('2026-10-27T06:00:00Z') };
    expect(periodWindow({ kind: 'previous' }, evening, zone)).toEqual({
      from: Date.parse('2026-10-26T06:00:00Z'),
      to: Date.parse('2026-10-26T18:00:00Z'),
    });
  });
});
