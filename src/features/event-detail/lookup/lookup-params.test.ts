import { describe, expect, it } from 'vitest';
import { lookupSearch, parseLookupParams, typesOf } from './lookup-params';

const defaults = { date: '2026-11-27', all: true };
const parse = (query: string) => parseLookupParams(new URLSearchParams(query), defaults);

describe('the lookup form in the URL', () => {
  it('starts from the defaults when the URL names no id', () => {
    expect(parse('')).toEqual({
      form: { type: 'ignition', id: '', date: '2026-11-27', all: true },
      submitted: false,
    });
  });

  it('reads type, id, date and all=1, and asks for the search', () => {
    expect(parse('type=driver&id=25220026032&date=2026-11-26&all=1')).toEqual({
      form: { type: 'driver', id: '25220026032', date: '2026-11-26', all: true },
      submitted: true,
    });
  });

  it('takes a link without all=1 as the page’s region only, and without a type as any type', () => {
    expect(parse('id=7').form).toEqual({ type: '', id: '7', date: '2026-11-27', all: false });
  });

  it('writes what it reads, keeping the zone choice', () => {
    const form = { type: 'ignition,driver', id: '42', date: '2026-11-20 10:30', all: true };
    const search = lookupSearch(form, 'UTC');
    expect(search).toBe('?type=ignition%2Cdriver&id=42&date=2026-11-20+10%3A30&all=1&tz=UTC');
    expect(parse(search.slice(1)).form).toEqual(form);
    expect(lookupSearch({ ...form, type: '', all: false }, 'user')).toBe('?id=42&date=2026-11-20+10%3A30');
  });
});

describe('typesOf', () => {
  it('reads one type or a list, and an empty text as every type', () => {
    expect(typesOf('ignition')).toEqual(['ignition']);
    expect(typesOf(' ignition, driver,driver ')).toEqual(['ignition', 'driver']);
    expect(typesOf('driver log')).toEqual(['driver log']);
    expect(typesOf('')).toEqual([]);
  });

  it('refuses a list with "." or ".."', () => {
    expect(typesOf('ignition,..')).toBeNull();
  });
});
